/**
 * Procedural game names for the demo catalogue: pleasant English names combined from word
 * lists by a seeded generator, so every database gets the same names without a data file.
 */

/** Word lists: a name is a head and a tail ("Lucky" + "Lanterns"), themed per game type. */
export const WORDS = {
  adjectives: [
    'Lucky', 'Golden', 'Jade', 'Crimson', 'Silver', 'Mystic', 'Royal', 'Sunny', 'Midnight', 'Emerald',
    'Velvet', 'Wild', 'Frosty', 'Blazing', 'Happy', 'Starlit', 'Coral', 'Misty', 'Amber', 'Thunder',
    'Gentle', 'Radiant', 'Hidden', 'Dancing', 'Sapphire', 'Merry', 'Ancient', 'Cosmic', 'Sweet', 'Brave',
  ],
  slots: [
    'Lanterns', 'Dragons', 'Orchard', 'Fortune', 'Tigers', 'Gardens', 'Treasures', 'Koi', 'Phoenix', 'Pandas',
    'Harbor', 'Temple', 'Comets', 'Meadow', 'Crowns', 'Rubies', 'Festival', 'Voyage', 'Lotus', 'Riches',
    'Islands', 'Owls', 'Cascade', 'Caravan', 'Bells', 'Kingdom', 'Nights', 'Blossoms', 'Foxes', 'Legends',
  ],
  fishing: [
    'Reef', 'Tides', 'Whales', 'Sharks', 'Lagoon', 'Octopus', 'Mermaids', 'Pearls', 'Currents', 'Deep',
    'Marlins', 'Seahorses', 'Krakens', 'Shoals', 'Corals', 'Dolphins', 'Turtles', 'Abyss', 'Anglers', 'Waves',
  ],
  places: ['Saigon', 'Hanoi', 'Mekong', 'Delta', 'Highland', 'Coastal', 'Lotus', 'Harbor', 'Sunrise', 'Evening'],
  lottery: ['Lotto', 'Keno', 'Pick 3', 'Lotto 5D', 'Racing', 'Bingo', 'Quick 6'],
  live: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Fan Tan', 'Hold\'em'],
  cards: ['Poker', 'Rummy', 'Teen Patti', 'Mahjong', 'Dominoes', 'Big Two', 'Blackjack', 'Bull Bull'],
  arcade: ['Pinball', 'Plinko', 'Crash', 'Mines', 'Dice', 'Tower', 'Rocket', 'Wheel'],
  sports: ['Sportsbook', 'Virtual Football', 'Virtual Racing', 'E-Sports'],
  events: ['Festival', 'Tournament', 'Carnival', 'Challenge'],
} as const;

/** Suffixes that turn a base name into a variant once the plain combinations run out. */
const SUFFIXES = ['', ' Deluxe', ' Megaways', ' Hold & Win', ' Rush', ' Party', ' Hunt', ' Legends', ' Blitz', ' Quest'];

/** Mulberry32: a tiny deterministic generator; the same seed gives the same sequence. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A number from a string (FNV-1a), to seed a vendor's names from its code. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * `count` distinct names for one vendor: head + tail pairs in an order shuffled by the vendor
 * code, then the same pairs with suffixes (30 heads × 20 tails × 10 suffixes cover any vendor).
 */
export function gameNames(vendorCode: string, count: number, heads: readonly string[], tails: readonly string[]): string[] {
  const random = generator(hashOf(vendorCode));
  const pairs = heads.flatMap((head) => tails.map((tail) => `${head} ${tail}`));
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  const names: string[] = [];
  for (const suffix of SUFFIXES) {
    for (const pair of pairs) {
      if (names.length === count) return names;
      names.push(`${pair}${suffix}`);
    }
  }
  if (names.length < count) throw new Error(`gameNames: ${count} names asked for ${vendorCode}, only ${names.length} exist`);
  return names;
}

/** The seeded generator, for the seed's other choices (jackpot, hot, supportPlay). */
export function seededRandom(seed: string): () => number {
  return generator(hashOf(seed));
}
