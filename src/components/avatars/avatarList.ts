// The built-in avatars a child can wear. student_profiles.avatar_url stores a token such as
// "avatar:fox" (never an external URL), so a profile picture is always one of ours; anything else
// read from the database is ignored.

/** Every built-in avatar id, in the order the chooser shows them. */
export const AVATAR_IDS = [
  'fox',
  'cat',
  'bear',
  'panda',
  'frog',
  'owl',
  'kid-curls',
  'kid-bun',
  'kid-braids',
  'kid-spiky',
  'kid-bob',
  'kid-cap',
] as const;

/** One built-in avatar's id. */
export type AvatarId = (typeof AVATAR_IDS)[number];

/** The names screen readers and the chooser use. */
export const AVATAR_LABELS: Record<AvatarId, string> = {
  fox: 'Fox',
  cat: 'Cat',
  bear: 'Bear',
  panda: 'Panda',
  frog: 'Frog',
  owl: 'Owl',
  'kid-curls': 'Child with curly hair',
  'kid-bun': 'Child with a hair bun',
  'kid-braids': 'Child with braids',
  'kid-spiky': 'Child with spiky hair',
  'kid-bob': 'Child with a bob',
  'kid-cap': 'Child in a cap',
};

const PREFIX = 'avatar:';

/** The value stored in avatar_url for an avatar. */
export function avatarToken(id: AvatarId): string {
  return `${PREFIX}${id}`;
}

/** The avatar a stored avatar_url names, or null when it is empty or not one of ours. */
export function parseAvatar(value: string | null | undefined): AvatarId | null {
  if (!value?.startsWith(PREFIX)) return null;
  const id = value.slice(PREFIX.length);
  return (AVATAR_IDS as readonly string[]).includes(id) ? (id as AvatarId) : null;
}
