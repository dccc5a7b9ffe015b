/**
 * The /wps response envelope and its stable error codes
 * (ARCHITECTURE.md "Wire conventions"). A shape is written here once; site and server import it.
 */
import { MODULE_ERROR_CODES } from './moduleErrors';

/** Every /wps response. HTTP 200 for business outcomes; `code` is a stable machine code. */
export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
}

/** Stable machine codes the platform uses so far (more are added by later modules). */
export const ErrorCode = {
  customerNotLogin: 'customer.not.login',
  userOrTokenInvalid: 'user.or.token.invalid',
  loginNotSession: 'login.not.session',
  tokenIpDifferent: 'token_ip_different',
  invalidAffiliateCode: 'invalid.affiliate.code',
  merchantInvalid: 'merchant.invalid',
  merchantMissing: 'merchant.missing',
  requestInvalid: 'request.invalid',
  requestMalformed: 'request.malformed',
  requestTooLarge: 'request.too.large',
  unsupportedMediaType: 'request.unsupported.media.type',
  notFound: 'not.found',
  tooManyRequests: 'too.many.requests',
  maintenance: 'platform.maintenance',
  regionRestricted: 'region.restricted',
  unknown: 'unknown.error',
  /** Encryption header or encrypted body missing or unreadable (docs/encryption.md); HTTP 400. */
  encryptionInvalid: 'request.encryption.invalid',
  /** A trial (type 4) account called something only real accounts may (§6). */
  freeReject: 'free.reject',
  noPermission: 'no.permission',
  /** One code for an unknown user and a wrong password, so logins cannot probe for usernames. */
  userOrPasswordWrong: 'user.or.password.wrong',
  userNonexistentOrDisabled: 'user.nonexistent.or.disabled',
  /** value.lockedUntil: epoch ms when login may be tried again. */
  accountLocked: 'account.locked',
  captchaWrong: 'captcha.wrong',
  usernameExists: 'username.exists',
  mobileExists: 'mobile.exists',
  accountFormat: 'account.format',
  passwordFormat: 'password.format',
  emailFormat: 'email.format',
  confirmMismatch: 'confirm.mismatch',
  mobileInvalid: 'mobile.invalid',
  nameFormat: 'name.format',
  nicknameFormat: 'nickname.format',
  birthdayFormat: 'birthday.format',
  birthdayLimit: 'birthday.limit',
  /** A register field the merchant's settings require was left empty (params.field). */
  fieldRequired: 'field.required',
  verificationCodeWrong: 'verification.code.wrong',
  passwordSame: 'password.same',
  /** The current (old) password given with a change is wrong. */
  passwordWrong: 'password.wrong',
  /** value.retryAfter: seconds until another SMS code may be requested for the number. */
  smsTooFrequent: 'sms.too.frequent',
  /** value.retryAfter: too many codes from the requesting IP or device in the hour (docs/security.md "SMS limits"). */
  smsLimitReached: 'sms.limit.reached',
  /** value.retryAfter: the merchant sends as many codes a minute as it allows. */
  smsBusy: 'sms.busy',
  /** The merchant's daily SMS budget is spent; operators are alerted. */
  smsUnavailable: 'sms.unavailable',
  resetTokenInvalid: 'reset.token.invalid',
  paymentPasswordFormat: 'payment.password.format',
  paymentPasswordWrong: 'payment.password.wrong',
  /** The payee name is set once; changing it needs customer service. */
  payeeNameLocked: 'payee.name.locked',
  trialInvalid: 'trial.invalid',
  firebaseTokenInvalid: 'firebase.token.invalid',
  /** A debit larger than the balance; nothing was applied. */
  insufficientFunds: 'wallet.insufficient.funds',
  /** A credit that would take a member's balance above MAX_MEMBER_BALANCE; nothing was applied. */
  balanceLimit: 'wallet.balance.limit',
  /** A wallet guard (a limit on the member: stakes, deposits, withdrawals) refuses the intent; nothing was applied. */
  walletLimitReached: 'wallet.limit.reached',
  /** Player protection (docs/player-protection.md): a deposit or agent top-up beyond the member's deposit limit (params.period: day, week, month); nothing was applied. */
  protectionDepositLimit: 'protection.deposit.limit',
  /** A stake whose worst-case loss would pass the member's loss limit (params.period); nothing was applied. */
  protectionLossLimit: 'protection.loss.limit',
  /** A stake beyond the member's wager limit (params.period); nothing was applied. */
  protectionWagerLimit: 'protection.wager.limit',
  /** A stake after the member's session-time limit ended the session's play. */
  protectionSessionLimit: 'protection.session.limit',
  /** A stake while a reality check is due and not answered yet. */
  protectionRealityCheckDue: 'protection.reality.check.due',
  /** Login, bet, deposit or top-up during a time-out; params.until (date and time). */
  protectionTimeOut: 'protection.time.out',
  /** Login, bet, deposit or top-up during a self-exclusion; params.until (date), or protectionSelfExcludedPermanent. */
  protectionSelfExcluded: 'protection.self.excluded',
  protectionSelfExcludedPermanent: 'protection.self.excluded.permanent',
  /** Registering with the mobile number or email of a self-excluded account. */
  protectionRegistrationExcluded: 'protection.registration.excluded',
  /** Confirming a change whose cooling-off is not over (params.at), or with nothing pending. */
  protectionCoolingOff: 'protection.cooling.off',
  protectionNothingPending: 'protection.nothing.pending',
  /** An operator tried to raise or remove a limit, or to shorten a block: operators may only restrict. */
  protectionOperatorCannotRaise: 'protection.operator.cannot.raise',
  /** Self-exclusion and time-out cannot be shortened or replaced by a shorter one while in force. */
  protectionBlockActive: 'protection.block.active',
  /** A new user agreement version must be accepted before playing, depositing or ordering. */
  agreementAcceptanceRequired: 'agreement.acceptance.required',
  /** Accepting a version that is not the current one (a newer was published meanwhile). */
  agreementVersionStale: 'agreement.version.stale',
  /** Customer-service chat is off for the merchant (CBS3) or the account. */
  chatUnavailable: 'chat.unavailable',
  /** No promotion with this id is open to the caller (or, console, in the operator's merchant). */
  promotionNotFound: 'promotion.not.found',
  /** The promotion has not started, has ended, or is paused; nothing changed. */
  promotionNotOpen: 'promotion.not.open',
  /** The member is not among the promotion's member types, languages or new members; nothing changed. */
  promotionNotEligible: 'promotion.not.eligible',
  /** The member has joined this promotion already; nothing changed. */
  promotionAlreadyJoined: 'promotion.already.joined',
  /** A claim on a promotion the member never joined; nothing changed. */
  promotionNotJoined: 'promotion.not.joined',
  /** The member has had as many bonuses from the promotion as it allows (params.limit); nothing was credited. */
  promotionCapReached: 'promotion.cap.reached',
  /** The promotion's budget cannot pay this bonus; nothing was credited. */
  promotionBudgetExhausted: 'promotion.budget.exhausted',
  /** No unclaimed award of this promotion waits for the member; nothing changed. */
  promotionNothingToClaim: 'promotion.nothing.to.claim',
  /** A reward application for a promotion that is not a manual reward; nothing was stored. */
  promotionApplyNotAllowed: 'promotion.apply.not.allowed',
  /** The member's earlier application to this promotion is still under review; nothing was stored. */
  promotionApplicationPending: 'promotion.application.pending',
  /** The promotion needs at least one picture with an application; nothing was stored. */
  rewardImageRequired: 'reward.image.required',
  /** The promotion needs a remark with an application; nothing was stored. */
  rewardRemarkRequired: 'reward.remark.required',
  /** A remark longer than REMARK_MAX_CHARS (params.limit); nothing was stored. */
  rewardRemarkTooLong: 'reward.remark.too.long',
  /** Console: a promotion's figure or text is out of range or does not fit its type (params.field); nothing was saved. */
  promotionInvalid: 'promotion.invalid',
  /** Console: the action does not apply to the promotion's state (params.state); nothing changed. */
  promotionStateInvalid: 'promotion.state.invalid',
  /** A loyalty call while its feature switch (params.feature: PTSYS3, MISSIONLB3, REWCEN3) is off for the merchant; nothing changed. */
  loyaltyFeatureOff: 'loyalty.feature.off',
  /** The member holds fewer points than the item costs (params.needed, params.balance); nothing changed. */
  pointsInsufficient: 'points.insufficient',
  /** No mall item with this id is on sale to the caller (or, console, in the operator's merchant). */
  mallItemNotFound: 'mall.item.not.found',
  /** The item has not started, has ended or is paused; nothing changed. */
  mallItemNotOpen: 'mall.item.not.open',
  /** The item's stock is gone; nothing changed. */
  mallOutOfStock: 'mall.out.of.stock',
  /** The member has redeemed the item as often as it allows (params.limit); nothing changed. */
  mallLimitReached: 'mall.limit.reached',
  /** The item needs a higher level (params.level); nothing changed. */
  mallLevelRequired: 'mall.level.required',
  /** Physical goods need a delivery name, phone and address (params.field); nothing changed. */
  mallDeliveryRequired: 'mall.delivery.required',
  /** Console: no mall order with this id in the operator's merchant. */
  mallOrderNotFound: 'mall.order.not.found',
  /** Console: the fulfilment step does not follow the order's status (params.state); nothing changed. */
  mallOrderStateInvalid: 'mall.order.state.invalid',
  /** No race with this id is running for the caller's merchant. */
  raceNotFound: 'race.not.found',
  /** Nothing of this source and id waits for the member to claim (claimed, lapsed or never theirs); nothing changed. */
  rewardNotClaimable: 'reward.not.claimable',
  /** Console: a loyalty figure or text is out of range or does not fit (params.field); nothing was saved. */
  loyaltyInvalid: 'loyalty.invalid',
  /** Console: the action does not apply to the item's or race's state (params.state); nothing changed. */
  loyaltyStateInvalid: 'loyalty.state.invalid',
  ...MODULE_ERROR_CODES,
  /** An idempotency key already used for a different transaction; nothing was applied. */
  idempotencyConflict: 'ledger.idempotency.conflict',
  /** Seamless wallet: unknown vendor, missing or wrong X-Signature; HTTP 401. */
  seamlessSignatureInvalid: 'seamless.signature.invalid',
  /** Seamless wallet: X-Timestamp missing or further than SEAMLESS_MAX_SKEW_MS from the server clock (a replay); HTTP 401. */
  seamlessTimestampStale: 'seamless.timestamp.stale',
  /** Seamless wallet: no game session with this id for this vendor. */
  seamlessSessionInvalid: 'seamless.session.invalid',
  /** Seamless wallet: a debit on a game session that has ended (logout, newer launch, expiry). */
  seamlessSessionEnded: 'seamless.session.ended',
  /** Seamless wallet: a debit whose transactionId was already rolled back; nothing was applied. */
  seamlessTransactionCancelled: 'seamless.transaction.cancelled',
  /** Vendor credentials and the vendor simulator: the vendor code is not in the catalogue; nothing was written. */
  vendorUnknown: 'vendor.unknown',
  /** Launch: no such game (or vendor lobby) for this merchant. */
  gameNotFound: 'game.not.found',
  /** Launch: the vendor is not displayed for this merchant. */
  gameVendorUnavailable: 'game.vendor.unavailable',
  /** Launch: free trial asked for a game that offers none (supportPlay 1). */
  gameTrialUnavailable: 'game.trial.unavailable',
  /** Launch: backUrl is not a /m/ path of this site (open redirects are refused). */
  gameBackUrlInvalid: 'game.back.url.invalid',
  /** Lottery: no lottery game with this code. */
  lotteryGameNotFound: 'lottery.game.not.found',
  /** Lottery: the game has no such bet type. */
  lotteryBetTypeInvalid: 'lottery.bet.type.invalid',
  /** Lottery: the game or bet type is not sold in this prize mode. */
  lotteryPrizeModeUnavailable: 'lottery.prize.mode.unavailable',
  /** Lottery: the selection does not fit the bet type (params.reason: shape, value, duplicate, tooFew). */
  lotterySelectionInvalid: 'lottery.selection.invalid',
  /** Lottery: the game has no issue with this number. */
  lotteryIssueNotFound: 'lottery.issue.not.found',
  /** Lottery: betting on the issue has closed; the bet was refused, never queued. */
  lotteryIssueClosed: 'lottery.issue.closed',
  /** Lottery verify: the issue is not drawn yet, so its seed stays secret. */
  lotteryIssueNotDrawn: 'lottery.issue.not.drawn',
  /** Lottery: no order with this id among the caller's orders. */
  lotteryOrderNotFound: 'lottery.order.not.found',
  /** Lottery cancel: a sub-order is settled, cancelled, not of this order, or its issue has closed; nothing was cancelled. */
  lotterySuborderNotCancellable: 'lottery.suborder.not.cancellable',
  /** Console login: one code for an unknown operator and a wrong password. */
  operatorCredentialsInvalid: 'operator.credentials.invalid',
  /** Console login: too many failures; value.lockedUntil: epoch ms when it may be tried again. */
  operatorLocked: 'operator.locked',
  /** Console login: the challenge is unknown, used or expired; start again with the password. */
  operatorChallengeInvalid: 'operator.challenge.invalid',
  /** Console login: the TOTP or recovery code is wrong (or was already used). */
  operatorCodeWrong: 'operator.code.wrong',
  /** Console: no operator session or API key; HTTP 401. */
  operatorNotLoggedIn: 'operator.not.logged.in',
  /** Console: the session timed out (idle or absolute) or was revoked; HTTP 401. */
  operatorSessionExpired: 'operator.session.expired',
  /** Console: a call that changes something without the session's CSRF token; HTTP 403. */
  operatorCsrfInvalid: 'operator.csrf.invalid',
  /** Console: the operator's roles (for an API key: also the key's permissions) do not grant the route's permission; HTTP 403. */
  operatorForbidden: 'operator.forbidden',
  /** Console: an API key that is unknown, revoked, expired, or whose operator is disabled; HTTP 401. */
  operatorApiKeyInvalid: 'operator.apikey.invalid',
  /** Console: another operator already has this username (usernames are unique across the platform). */
  operatorUsernameTaken: 'operator.username.taken',
  /** Console: an operator cannot change its own roles, status or second factor; another operator must. */
  operatorSelfChange: 'operator.self.change',
  /** Maker-checker: the proposer of an action cannot approve or reject it; another operator must. */
  approvalSelfDecision: 'approval.self.decision',
  /** Maker-checker: the request was already decided (value.status says how). */
  approvalNotPending: 'approval.not.pending',
  /** Console: a merchant's operator asked to change what belongs to the whole platform (games, vendor credentials, lottery games); HTTP 403. */
  operatorPlatformOnly: 'operator.platform.only',
  /** Console: a new merchant's code or trial code is already some merchant's code or trial code; nothing was created. HTTP 409. */
  merchantExists: 'merchant.exists',
  /** Console: an uploaded image is not a PNG, JPEG or WebP (by its bytes), not the type it was sent as, or of absurd size; nothing was stored. HTTP 400. */
  imageInvalid: 'image.invalid',
  /** Console: an uploaded image is larger than ANNOUNCEMENT_IMAGE_MAX_BYTES (params.limit); nothing was stored. HTTP 413. */
  imageTooLarge: 'image.too.large',
  /** A deposit or withdrawal on a channel that is unknown, off, or not open to the member's type; nothing was created. */
  paymentChannelUnavailable: 'payment.channel.unavailable',
  /** The amount is outside the channel's min..max (params.min, params.max, 2 decimals); nothing was created. */
  paymentAmountOutOfRange: 'payment.amount.out.of.range',
  /** The member's daily cap on the channel would be passed (params.cap); nothing was created. */
  paymentDailyCapReached: 'payment.daily.cap.reached',
  /** No deposit with this id among the caller's. */
  depositNotFound: 'deposit.not.found',
  /** The deposit is not of the kind or in the state the call needs (params.status); nothing changed. */
  depositStateInvalid: 'deposit.state.invalid',
  /** A mobile-wallet TrxID (or a gateway's external id) already names a deposit on the channel; nothing changed. */
  depositTrxIdUsed: 'deposit.trxid.used',
  /** A provider callback without a valid signature (or for an unknown channel); HTTP 401, nothing changed. */
  paymentCallbackInvalid: 'payment.callback.invalid',
  /** A signed callback whose amount, currency or deposit does not match ours; nothing was credited and it is audited. */
  paymentCallbackMismatch: 'payment.callback.mismatch',
  /** An upload that is not a JPEG or PNG by its bytes; nothing was stored. */
  uploadTypeInvalid: 'upload.type.invalid',
  /** An uploaded file is over IMAGE_MAX_BYTES (params.limit); nothing was stored. */
  uploadTooLarge: 'upload.too.large',
  /** More files than allowed (params.limit); nothing was stored. */
  uploadTooMany: 'upload.too.many',
  /** The member has the merchant's maximum of payout accounts (params.limit); nothing was added. */
  payoutAccountLimit: 'payout.account.limit',
  /** No payout account with this id among the caller's. */
  payoutAccountNotFound: 'payout.account.not.found',
  /** The same channel and number is already one of the member's payout accounts. */
  payoutAccountExists: 'payout.account.exists',
  /** The member has no withdrawal password yet; nothing changed. */
  withdrawalPasswordMissing: 'withdrawal.password.missing',
  /** The deposits' turnover requirement is not met (params.remaining, 2 decimals); nothing was held. */
  withdrawalTurnoverUnmet: 'withdrawal.turnover.unmet',
  /** The withdrawal needs verified identity (merchant thresholds); nothing was held. */
  withdrawalKycRequired: 'withdrawal.kyc.required',
  /** No withdrawal with this id. */
  withdrawalNotFound: 'withdrawal.not.found',
  /** A KYC submission while one is under review or verified; nothing changed. */
  kycStateInvalid: 'kyc.state.invalid',
  /** The review item is claimed by another operator (params.operator) whose claim has not lapsed; nothing changed. */
  reviewClaimed: 'review.claimed',
  /** The review item is no longer open (value.status); nothing changed. */
  reviewNotOpen: 'review.not.open',
  /** Console: a channel code already used by the merchant (params.code); nothing was created. */
  channelExists: 'payment.channel.exists',
  /** A signed file URL that is expired, forged or for a file that is gone; HTTP 403. */
  fileLinkInvalid: 'file.link.invalid',
  /** Why a deposit expired: it was not paid (or, manual kinds, confirmed) within the merchant's depositExpiryMinutes. */
  depositExpired: 'deposit.expired',
  /** Why a gateway deposit was rejected: the provider reported the payment failed. */
  depositPaymentFailed: 'deposit.payment.failed',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Legacy message the gateway sends when the session is gone (§8). */
export const CUSTOMER_NOT_LOGIN_MESSAGE = 'CUSTOMER_NOT_LOGIN';
