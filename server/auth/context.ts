import type { ServerConfig } from '../config';
import type { Db } from '../db/types';
import type { Mailer } from '../mail/send';
import type { TokenVerifier } from './jwt';
import type { SigningKeys } from './keys';
import type { RateLimiter } from './rate-limit';

/** What every auth handler works with. */
export interface AuthDeps {
  db: Db;
  config: ServerConfig;
  keys: SigningKeys;
  verifier: TokenVerifier;
  limiter: RateLimiter;
  mailer: Mailer;
}
