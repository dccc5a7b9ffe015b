/** The slot page's words, English (default) and Bengali; {x} marks a value the page fills in. */
import { WATCH_STRINGS, type WatchStrings } from '../session-watch-strings';

export const SLOT_LANGUAGES = ['en', 'bn'] as const;
export type SlotLanguage = (typeof SLOT_LANGUAGES)[number];

const EN = {
  title: 'Lucky Fruits 5',
  back: 'Back',
  balance: 'Balance',
  /** Beside the balance when the session plays on demo credit (a free trial), never real money. */
  demo: 'DEMO',
  stake: 'Stake',
  net: 'Net this session',
  stakeLabel: 'Total stake per spin (20 lines)',
  spin: 'Spin',
  spinning: 'Spinning…',
  win: 'You win {amount}',
  noWin: 'No win this time',
  creditPending: 'Your win of {amount} is being credited; it will reach your balance shortly.',
  networkError: 'Connection problem. Please try again.',
  sessionMissing: 'This game was opened without a session. Please go back and open it again.',
  insufficient: 'Not enough balance for this stake.',
  sessionEnded: 'This game session has ended. Please go back and open the game again.',
  paytable: 'Paytable and rules',
  rtp: 'Return to player: {rtp}% (exact, computed from every reel position).',
  lineRule: '20 fixed lines; each line stakes 1/20 of the total. Line wins pay from the leftmost reel, multiplied by the line stake; the best win per line counts.',
  wildRule: 'The Wild stands in for every symbol except the Diamond.',
  scatterRule: 'Diamonds pay anywhere: 3, 4 or 5 pay {s3}×, {s4}× or {s5}× the total stake.',
  fairness: 'Every spin is provably fair: its stops come from your seed pair and nonce (see Provably fair below), and any past spin can be checked. One spin per tap: no autoplay, no turbo.',
  symbol: 'Symbol',
  lineWin: 'Line {line}: {count} × {symbol} = {amount}',
  scatterWin: '{count} × Diamond = {amount}',
  /** Symbol names by wire code (game-config.ts SYMBOLS): the symbols' labels and the win lines' words. */
  symbols: { W: 'Wild', '7': 'Seven', B: 'Bell', M: 'Melon', G: 'Grapes', O: 'Orange', L: 'Lemon', C: 'Cherry', S: 'Diamond' },
};

export type SlotStrings = typeof EN;

const BN: SlotStrings = {
  title: 'লাকি ফ্রুটস ৫',
  back: 'ফিরে যান',
  balance: 'ব্যালেন্স',
  demo: 'ডেমো',
  stake: 'বাজি',
  net: 'এই সেশনে নিট',
  stakeLabel: 'প্রতি স্পিনে মোট বাজি (২০ লাইন)',
  spin: 'স্পিন',
  spinning: 'স্পিন হচ্ছে…',
  win: 'আপনি জিতেছেন {amount}',
  noWin: 'এবার কোনো জয় নেই',
  creditPending: 'আপনার {amount} জয় জমা হচ্ছে; শিগগিরই ব্যালেন্সে যোগ হবে।',
  networkError: 'সংযোগে সমস্যা। আবার চেষ্টা করুন।',
  sessionMissing: 'গেমটি সেশন ছাড়া খোলা হয়েছে। ফিরে গিয়ে আবার খুলুন।',
  insufficient: 'এই বাজির জন্য যথেষ্ট ব্যালেন্স নেই।',
  sessionEnded: 'এই গেম সেশন শেষ হয়েছে। ফিরে গিয়ে গেমটি আবার খুলুন।',
  paytable: 'পে-টেবিল ও নিয়ম',
  rtp: 'খেলোয়াড়কে ফেরত: {rtp}% (সঠিক, প্রতিটি রিল অবস্থান থেকে গণনা করা)।',
  lineRule: '২০টি নির্দিষ্ট লাইন; প্রতিটি লাইনের বাজি মোটের ১/২০। লাইনের জয় বাম দিকের প্রথম রিল থেকে গোনা হয় এবং লাইনের বাজি দিয়ে গুণ হয়; প্রতি লাইনে সর্বোচ্চ জয়টি গণ্য।',
  wildRule: 'ওয়াইল্ড হীরা ছাড়া সব প্রতীকের বদলে বসে।',
  scatterRule: 'হীরা যেকোনো জায়গায় জেতে: ৩, ৪ বা ৫টি হলে মোট বাজির {s3}×, {s4}× বা {s5}×।',
  fairness: 'প্রতিটি স্পিন প্রমাণযোগ্যভাবে ন্যায্য: থামার অবস্থান আসে আপনার সিড জোড়া ও ননস থেকে (নিচে দেখুন), এবং আগের যেকোনো স্পিন যাচাই করা যায়। প্রতি ট্যাপে একটি স্পিন: অটোপ্লে বা টার্বো নেই।',
  symbol: 'প্রতীক',
  lineWin: 'লাইন {line}: {count} × {symbol} = {amount}',
  scatterWin: '{count} × হীরা = {amount}',
  symbols: { W: 'ওয়াইল্ড', '7': 'সাত', B: 'ঘণ্টা', M: 'তরমুজ', G: 'আঙুর', O: 'কমলা', L: 'লেবু', C: 'চেরি', S: 'হীরা' },
};

export const SLOT_STRINGS: Record<SlotLanguage, SlotStrings> = { en: EN, bn: BN };


/** The session watch's words (time played, net position, reality check) in each of the slot's languages. */
export const SLOT_WATCH_STRINGS: Record<SlotLanguage, WatchStrings> = { en: WATCH_STRINGS.en, bn: WATCH_STRINGS.bn };
