/** The payment-gateway simulator page's words, English (default) and Bengali; {x} marks a value the page fills in. */

export const GATEWAY_SIMULATOR_LANGUAGES = ['en', 'bn'] as const;
export type GatewaySimulatorLanguage = (typeof GATEWAY_SIMULATOR_LANGUAGES)[number];

const EN = {
  title: 'Payment gateway simulator — test money',
  note: 'This page stands in for a payment provider. No real money moves: choosing Pay tells the site the payment succeeded, exactly as a provider would, with a signed callback.',
  merchant: 'Merchant',
  channel: 'Channel',
  order: 'Order',
  amount: 'Amount',
  payBefore: 'Pay before',
  pay: 'Pay {amount}',
  fail: 'Fail the payment',
  expire: 'Let it expire',
  developer: 'Developer controls',
  delay: 'Send the callback after',
  delayNone: 'at once',
  duplicate: 'Send the callback twice',
  thenFail: 'Then send a failure (out of order)',
  forged: 'Forge the signature',
  wrongAmount: 'Report 1.00 more than the order',
  working: 'Sending…',
  scheduled: 'The callback will be sent in {seconds} s.',
  result: 'Callback {n} ({outcome}): HTTP {status} — {answer}',
  returnToSite: 'Return to the site',
  invalidOrder: 'This payment order is not valid: it was not signed by the merchant, or its channel is gone.',
  expired: 'This order has expired: it can no longer be paid.',
  networkError: 'Connection problem. Please try again.',
};

export type GatewaySimulatorStrings = typeof EN;

const BN: GatewaySimulatorStrings = {
  title: 'পেমেন্ট গেটওয়ে সিমুলেটর — পরীক্ষার টাকা',
  note: 'এই পাতাটি একটি পেমেন্ট প্রদানকারীর বদলে। কোনো আসল টাকা যায় না: পরিশোধ করুন বাছলে সাইটকে জানানো হয় যে পেমেন্ট সফল হয়েছে, ঠিক যেমন একজন প্রদানকারী স্বাক্ষরিত কলব্যাক দিয়ে জানায়।',
  merchant: 'মার্চেন্ট',
  channel: 'চ্যানেল',
  order: 'অর্ডার',
  amount: 'পরিমাণ',
  payBefore: 'এর আগে পরিশোধ করুন',
  pay: '{amount} পরিশোধ করুন',
  fail: 'পেমেন্ট ব্যর্থ করুন',
  expire: 'মেয়াদ শেষ হতে দিন',
  developer: 'ডেভেলপার নিয়ন্ত্রণ',
  delay: 'কলব্যাক পাঠান',
  delayNone: 'এখনই',
  duplicate: 'কলব্যাক দুবার পাঠান',
  thenFail: 'তারপর একটি ব্যর্থতা পাঠান (ক্রমের বাইরে)',
  forged: 'স্বাক্ষর জাল করুন',
  wrongAmount: 'অর্ডারের চেয়ে 1.00 বেশি জানান',
  working: 'পাঠানো হচ্ছে…',
  scheduled: 'কলব্যাক {seconds} সেকেন্ড পরে পাঠানো হবে।',
  result: 'কলব্যাক {n} ({outcome}): HTTP {status} — {answer}',
  returnToSite: 'সাইটে ফিরে যান',
  invalidOrder: 'এই পেমেন্ট অর্ডারটি বৈধ নয়: মার্চেন্ট এটি স্বাক্ষর করেনি, অথবা এর চ্যানেল আর নেই।',
  expired: 'এই অর্ডারের মেয়াদ শেষ: এটি আর পরিশোধ করা যাবে না।',
  networkError: 'সংযোগে সমস্যা। আবার চেষ্টা করুন।',
};

export const GATEWAY_SIMULATOR_STRINGS: Record<GatewaySimulatorLanguage, GatewaySimulatorStrings> = { en: EN, bn: BN };
