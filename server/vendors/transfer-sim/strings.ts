/** The transfer-wallet vendor simulator page's words, English (default) and Bengali; {x} marks a value the page fills in. */
import type { TransferSimOutcome } from './demo-control';

export const TRANSFER_SIM_LANGUAGES = ['en', 'bn'] as const;
export type TransferSimLanguage = (typeof TRANSFER_SIM_LANGUAGES)[number];

const EN = {
  title: 'Transfer-wallet vendor simulator — demo, not a real vendor',
  note: 'This page stands in for {vendor}, a vendor that keeps your balance itself. You play with the money the site moved here; going back to the site brings it back.',
  back: 'Back to the site',
  vendor: 'Vendor',
  balance: 'Balance held by the vendor',
  stakeLabel: 'Stake per round',
  play: 'Play round',
  playing: 'Playing…',
  result: 'Result: {multiple}× stake — you get {amount}',
  noWin: 'Result: no win',
  networkError: 'Connection problem. Please try again.',
  sessionMissing: 'This game was opened without a session. Please go back and open it again.',
  insufficient: 'Not enough balance at the vendor for this stake. Go back to the site to move more money here.',
  sessionEnded: 'This game session has ended. Please go back and open the game again.',
  rules: 'Each round pays 0, 0.5, 1, 2, 5 or 10 times the stake, drawn by the server\'s cryptographic random generator. Return to player: {rtp}%.',
  controlTitle: 'Demo control (not part of a real vendor)',
  controlLabel: 'Next transfer outcome at this vendor',
  controlSet: 'Set',
  controlDone: 'The next transfer will: {outcome}',
  outcomes: {
    succeed: 'succeed',
    refuse: 'be refused',
    'timeout-after': 'time out after applying',
    'timeout-before': 'time out before applying',
  } as Record<TransferSimOutcome, string>,
};

export type TransferSimStrings = typeof EN;

const BN: TransferSimStrings = {
  title: 'ট্রান্সফার-ওয়ালেট ভেন্ডর সিমুলেটর — ডেমো, আসল ভেন্ডর নয়',
  note: 'এই পাতাটি {vendor}-এর বদলে, যে ভেন্ডর আপনার ব্যালেন্স নিজে রাখে। সাইট যে টাকা এখানে পাঠিয়েছে তা দিয়ে খেলুন; সাইটে ফিরে গেলে টাকা ফিরে যায়।',
  back: 'সাইটে ফিরে যান',
  vendor: 'ভেন্ডর',
  balance: 'ভেন্ডরের কাছে থাকা ব্যালেন্স',
  stakeLabel: 'প্রতি রাউন্ডের বাজি',
  play: 'রাউন্ড খেলুন',
  playing: 'খেলা হচ্ছে…',
  result: 'ফল: বাজির {multiple}× — আপনি পাচ্ছেন {amount}',
  noWin: 'ফল: কোনো জয় নেই',
  networkError: 'সংযোগে সমস্যা। আবার চেষ্টা করুন।',
  sessionMissing: 'গেমটি সেশন ছাড়া খোলা হয়েছে। ফিরে গিয়ে আবার খুলুন।',
  insufficient: 'এই বাজির জন্য ভেন্ডরের কাছে যথেষ্ট ব্যালেন্স নেই। আরও টাকা আনতে সাইটে ফিরে যান।',
  sessionEnded: 'এই গেম সেশন শেষ হয়েছে। ফিরে গিয়ে গেমটি আবার খুলুন।',
  rules: 'প্রতিটি রাউন্ডে বাজির 0, 0.5, 1, 2, 5 বা 10 গুণ দেওয়া হয়, সার্ভারের ক্রিপ্টোগ্রাফিক র‍্যান্ডম জেনারেটর থেকে। খেলোয়াড়কে ফেরত: {rtp}%।',
  controlTitle: 'ডেমো নিয়ন্ত্রণ (আসল ভেন্ডরের অংশ নয়)',
  controlLabel: 'এই ভেন্ডরে পরের ট্রান্সফারের ফল',
  controlSet: 'ঠিক করুন',
  controlDone: 'পরের ট্রান্সফার: {outcome}',
  outcomes: {
    succeed: 'সফল হবে',
    refuse: 'প্রত্যাখ্যাত হবে',
    'timeout-after': 'প্রয়োগের পরে টাইমআউট হবে',
    'timeout-before': 'প্রয়োগের আগে টাইমআউট হবে',
  },
};

export const TRANSFER_SIM_STRINGS: Record<TransferSimLanguage, TransferSimStrings> = { en: EN, bn: BN };
