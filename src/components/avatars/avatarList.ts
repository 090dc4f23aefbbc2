import { t } from '@lingui/core/macro';

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

/** The names screen readers and the chooser use, in the current language. */
export const AVATAR_LABELS: Record<AvatarId, string> = {
  get fox() {
    return t`Fox`;
  },
  get cat() {
    return t`Cat`;
  },
  get bear() {
    return t`Bear`;
  },
  get panda() {
    return t`Panda`;
  },
  get frog() {
    return t`Frog`;
  },
  get owl() {
    return t`Owl`;
  },
  get 'kid-curls'() {
    return t`Child with curly hair`;
  },
  get 'kid-bun'() {
    return t`Child with a hair bun`;
  },
  get 'kid-braids'() {
    return t`Child with braids`;
  },
  get 'kid-spiky'() {
    return t`Child with spiky hair`;
  },
  get 'kid-bob'() {
    return t`Child with a bob`;
  },
  get 'kid-cap'() {
    return t`Child in a cap`;
  },
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
