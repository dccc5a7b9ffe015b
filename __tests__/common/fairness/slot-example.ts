/** The worked example of docs/house-slot.md "Provably fair", every step (the tests of the derivation hold it). */
export const SLOT_EXAMPLE = {
  serverSeed: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  serverSeedHash: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  clientSeed: 'lucky-fruits',
  nonce: 1,
  hmac: '1e9c670a0e64a9640678473f259ac56f368233b3c3150114ae602077ab4f3f41',
  words: [513566474, 241477988, 108545855, 630900079, 914502579],
  stops: [10, 26, 5, 7, 12],
  reels: [['C', 'L', 'B'], ['G', 'B', 'C'], ['B', 'L', 'M'], ['7', 'L', 'B'], ['B', '7', 'O']],
  stake: 100,
  win: 100,
};
