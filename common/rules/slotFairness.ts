/** The provably fair house slot's limits (docs/house-slot.md "Provably fair"). */

/** A client seed: 1–64 printable ASCII characters (space to tilde), so it reads and types the same everywhere. */
export const CLIENT_SEED_PATTERN = '^[\\x20-\\x7E]{1,64}$';
export const CLIENT_SEED_MAX = 64;

/** Bytes of a server seed (hex: twice as many characters). */
export const SERVER_SEED_BYTES = 32;

/** Spins per page of a member's spin history. */
export const SLOT_SPINS_PAGE = 20;

/** The highest nonce a verify request may name (a seed's nonces count up from 0; an int column). */
export const SLOT_NONCE_MAX = 2_147_483_647;
