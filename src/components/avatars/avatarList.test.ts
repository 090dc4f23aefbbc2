import { describe, expect, it } from 'vitest';
import { AVATAR_IDS, AVATAR_LABELS, avatarToken, parseAvatar } from './avatarList';

describe('avatar tokens', () => {
  it('offers at least 12 avatars, each with a name', () => {
    expect(AVATAR_IDS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(AVATAR_IDS).size).toBe(AVATAR_IDS.length);
    for (const id of AVATAR_IDS) expect(AVATAR_LABELS[id]).toBeTruthy();
  });

  it('round-trips a token', () => {
    expect(avatarToken('fox')).toBe('avatar:fox');
    for (const id of AVATAR_IDS) expect(parseAvatar(avatarToken(id))).toBe(id);
  });

  it('ignores anything that is not one of ours', () => {
    expect(parseAvatar(null)).toBeNull();
    expect(parseAvatar('')).toBeNull();
    expect(parseAvatar('avatar:dragon')).toBeNull();
    expect(parseAvatar('https://evil.example/x.png')).toBeNull();
    expect(parseAvatar('javascript:alert(1)')).toBeNull();
    expect(parseAvatar('avatar:fox ')).toBeNull();
  });
});
