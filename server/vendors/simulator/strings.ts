/** The demo vendor page's words, English (default) and Bengali; {x} marks a value the page fills in. */
import { WATCH_STRINGS, type WatchStrings } from '../session-watch-strings';

export const SIMULATOR_LANGUAGES = ['en', 'bn'] as const;
export type SimulatorLanguage = (typeof SIMULATOR_LANGUAGES)[number];

const EN = {
  demo: 'Demo vendor — simulated game',
  demoNote: 'This page stands in for the real {vendor} game. Rounds move real wallet balance through the vendor wallet API.',
  back: 'Back',
  vendor: 'Vendor',
  game: 'Game',
  type: 'Type',
  lobby: 'Vendor lobby',
  balance: 'Balance',
  stake: 'Stake',
  net: 'Net this session',
  stakeLabel: 'Stake per round',
  play: 'Play round',
  playing: 'Playing…',
  result: 'Result: {multiple}× stake — you get {amount}',
  noWin: 'Result: no win',
  creditPending: 'Your win of {amount} is being credited; it will reach your balance shortly.',
  networkError: 'Connection problem. Please try again.',
  sessionMissing: 'This game was opened without a session. Please go back and open it again.',
  insufficient: 'Not enough balance for this stake.',
  sessionEnded: 'This game session has ended. Please go back and open the game again.',
  rules: 'Each round pays 0, 0.5, 1, 2, 5 or 10 times the stake, drawn by the server\'s cryptographic random generator. Return to player: {rtp}%.',
};

export type SimulatorStrings = typeof EN;

const BN: SimulatorStrings = {
  demo: 'ডেমো ভেন্ডর — সিমুলেটেড গেম',
  demoNote: 'এই পাতাটি আসল {vendor} গেমের বদলে। প্রতিটি রাউন্ড ভেন্ডর ওয়ালেট API দিয়ে আসল ব্যালেন্স বদলায়।',
  back: 'ফিরে যান',
  vendor: 'ভেন্ডর',
  game: 'গেম',
  type: 'ধরন',
  lobby: 'ভেন্ডর লবি',
  balance: 'ব্যালেন্স',
  stake: 'বাজি',
  net: 'এই সেশনে নিট',
  stakeLabel: 'প্রতি রাউন্ডের বাজি',
  play: 'রাউন্ড খেলুন',
  playing: 'খেলা হচ্ছে…',
  result: 'ফল: বাজির {multiple}× — আপনি পাচ্ছেন {amount}',
  noWin: 'ফল: কোনো জয় নেই',
  creditPending: 'আপনার {amount} জয় জমা হচ্ছে; শিগগিরই ব্যালেন্সে যোগ হবে।',
  networkError: 'সংযোগে সমস্যা। আবার চেষ্টা করুন।',
  sessionMissing: 'গেমটি সেশন ছাড়া খোলা হয়েছে। ফিরে গিয়ে আবার খুলুন।',
  insufficient: 'এই বাজির জন্য যথেষ্ট ব্যালেন্স নেই।',
  sessionEnded: 'এই গেম সেশন শেষ হয়েছে। ফিরে গিয়ে গেমটি আবার খুলুন।',
  rules: 'প্রতিটি রাউন্ডে বাজির 0, 0.5, 1, 2, 5 বা 10 গুণ দেওয়া হয়, সার্ভারের ক্রিপ্টোগ্রাফিক র‍্যান্ডম জেনারেটর থেকে। খেলোয়াড়কে ফেরত: {rtp}%।',
};

export const SIMULATOR_STRINGS: Record<SimulatorLanguage, SimulatorStrings> = { en: EN, bn: BN };

/** The session watch's words (time played, net position, reality check) in each of the simulator's languages. */
export const SIMULATOR_WATCH_STRINGS: Record<SimulatorLanguage, WatchStrings> = { en: WATCH_STRINGS.en, bn: WATCH_STRINGS.bn };
