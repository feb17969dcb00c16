// Why each mutant that survives `npx -y pnpm@10 mutation` is equivalent: a change no behaviour
// can see. Keyed by file and the mutant's name as bench/MUTATION.md prints it (no line number, so
// a reason stays attached when code above it moves). A survivor missing here is a gap in the
// tests, not an equivalent: write the test that kills it.
export const equivalents = [
  {
    file: 'packages/design-system/src/masks/iban.ts',
    mutant: 'StringLiteral: `\'iban\'` → `""`',
    reason:
      "no code reads a mask's `name` (the field takes the mask object itself); it only labels the mask for people.",
  },
  {
    file: 'packages/design-system/src/masks/iban.ts',
    mutant: 'Regex: `/^[A-Z]{2}\\d{2}[A-Z0-9]+$/` → `/^[A-Z]{2}\\d{2}[A-Z0-9]+/`',
    reason:
      'the text checked is compactIban() output, which holds only A–Z and 0–9: once `[A-Z0-9]+` matches from the fifth character it always reaches the end, so the `$` changes nothing.',
  },
  {
    file: 'packages/newsletter/src/domain/countryRules.ts',
    mutant: "ConditionalExpression: `typeof value === 'string'` → `true`",
    reason:
      'every salutation is a string, so `includes()` is false for any other value anyway; the typeof check only narrows the type for TypeScript.',
  },

  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'BooleanLiteral: `false` → `true`',
    in: 'visible: false,',
    reason:
      "the initial state is read only after `start`, which sets `visible` from the event; a timer before start is ignored by the 'waiting' guard.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    reason:
      'a missing platform cookie becomes another text that is not in the list either: only the listed values skip renewal.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'ConditionalExpression: `obs.longTermUntil !== null` → `true`',
    reason: '`null > sn` is false, so a missing long-term marker is never renewed without the null check either.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: "ConditionalExpression: `decision.kind !== 'renew'` → `false`",
    reason: "a decision other than 'renew' has no endpoint, so `decision.endpoint !== endpoint` refuses it anyway.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'ConditionalExpression: `!state.offsetVerified || state.offsetMs !== obs.serverOffsetMs` → `true`',
    reason:
      "when the measured offset is already the verified one, the copy made instead holds the same offset and flag: nothing reads the object's identity.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'ConditionalExpression: `issuedAt !== undefined` → `true`',
    reason: '`x < undefined` is false, so a token without an issue time corrects nothing either way.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'EqualityOperator: `obs.now + state.offsetMs < issuedAt` → `obs.now + state.offsetMs <= issuedAt`',
    reason: 'at equality the offset computed (issuedAt − now) is the one the state already holds.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: "ConditionalExpression: `'now' in event && 'token' in event` → `true`",
    reason:
      'the events without a token (hidden, stop) carry no clock information: withClock returns their state unchanged.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: "LogicalOperator: `'now' in event && 'token' in event` → `'now' in event || 'token' in event`",
    reason: "the only event with a time and no token is 'hidden': withClock returns its state unchanged.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'ObjectLiteral: `{ fromLoggedOut: false }` → `{}`',
    reason: 'an absent flag is falsy like `false`: check() treats both the same.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: "ConditionalExpression: `out.state.phase === 'logged-out'` → `true`",
    in: 'watchUntil: event.now',
    reason: "the login watch's end is read only while logged out, and every way into 'logged out' sets it anew.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: "ConditionalExpression: `out.state.phase === 'waiting'` → `false`",
    reason:
      "a page is 'waiting' only while hidden (started hidden; being shown moves it on), so the visibility guard already ignores its timers.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'StringLiteral: `\'waiting\'` → `""`',
    reason:
      "a page is 'waiting' only while hidden (started hidden; being shown moves it on), so the visibility guard already ignores its timers.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: "ConditionalExpression: `out.state.phase !== 'logged-out'` → `false`",
    reason:
      'activity listeners are on only while logged out (every other outcome turns them off), so the `listening` guard already ignores the event.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'BooleanLiteral: `false` → `true`',
    in: 'out.listen(false);',
    reason:
      "the check that follows turns the listeners off in each of its outcomes (renew, not due, the watch), giving the same single 'listen off' command.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'BooleanLiteral: `false` → `true`',
    in: 'afterLoginDetected ?? false',
    reason: "while 'renewing' the renewal record is always set, so the `?? false` fallback never applies.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'OptionalChaining: `out.state.renewing?.afterLoginDetected` → `out.state.renewing.afterLoginDetected`',
    reason: "while 'renewing' the renewal record is always set, so the optional chain never meets null.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant:
      "LogicalOperator: `out.state.phase !== 'renewing' || !out.state.renewing` → `out.state.phase !== 'renewing' && !out.state.renewing`",
    reason:
      "the phase 'renewing' and a set renewal record always go together, so either half of the guard decides alone.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: "ConditionalExpression: `out.state.phase !== 'renewing'` → `false`",
    reason: "the phase 'renewing' and a set renewal record always go together, so `!out.state.renewing` decides alone.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'ObjectLiteral: `{ renewing: null }` → `{}`',
    reason:
      'every caller has cleared the renewal record before (the answers) or never had one (checks outside a renewal).',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: "ConditionalExpression: `outcome.kind === 'status' && typeof outcome.serverDate === 'number' &…` → `true`",
    reason: 'without a finite Date header the offset computed is NaN, which the one-year check refuses too.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant:
      "LogicalOperator: `outcome.kind === 'status' && typeof outcome.serverDate === 'number' &…` → `outcome.kind === 'status' && typeof outcome.serverDate === 'number' |…`",
    reason: 'without a finite Date header the offset computed is NaN, which the one-year check refuses too.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: "ConditionalExpression: `outcome.kind === 'status' && typeof outcome.serverDate === 'number'` → `true`",
    reason:
      '`Number.isFinite` refuses every value that is not a finite number, and other outcomes have no Date header.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant:
      "LogicalOperator: `outcome.kind === 'status' && typeof outcome.serverDate === 'number'` → `outcome.kind === 'status' || typeof outcome.serverDate === 'number'`",
    reason:
      '`Number.isFinite` refuses every value that is not a finite number, and other outcomes have no Date header.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: "ConditionalExpression: `outcome.kind === 'status'` → `true`",
    in: 'Number.isFinite',
    reason: "outcomes other than 'status' have no Date header, which `Number.isFinite` refuses.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: "ConditionalExpression: `typeof outcome.serverDate === 'number'` → `true`",
    reason: '`Number.isFinite` refuses every value that is not a number.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: "ConditionalExpression: `outcome.kind === 'status'` → `true`",
    in: 'const status =',
    reason:
      'the `status` of another outcome is undefined, which matches none of the statuses compared below: the same server-error path as 0.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'ConditionalExpression: `event.token && out.state.rejected?.key !== tokenKey(event.token)` → `true`',
    reason:
      'a refused token is never renewed, so one still in the cookie after an answer is the token presented, which counts as renewed neither way.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'ConditionalExpression: `out.state.rejected?.key !== tokenKey(event.token)` → `true`',
    reason:
      'a refused token is never renewed, so one still in the cookie after an answer is the token presented, which counts as renewed neither way.',
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'ConditionalExpression: `sn < token.expiresAt` → `true`',
    in: 'const fresh',
    reason: "`fresh` also needs `sn < token.renewAt`, and a token's renewal time is never after its expiry.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'EqualityOperator: `sn < token.expiresAt` → `sn <= token.expiresAt`',
    in: 'const fresh',
    reason: "`fresh` also needs `sn < token.renewAt`, and a token's renewal time is never after its expiry.",
  },
  {
    file: 'packages/session/src/domain/sessionMachine.ts',
    mutant: 'ConditionalExpression: `out.state.visible` → `true`',
    in: 'StateCode.unknown);',
    reason:
      "a hidden tab's enterLoggedOut returns before any timer or listener, and what it would set is set just above (phase, watch window; the code stays 2).",
  },
  {
    file: 'packages/newsletter/src/domain/richText.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    reason: "both groups of the tag pattern are required, so every match has them and the `?? ''` fallbacks never run.",
  },

  {
    file: 'packages/session/src/domain/cookies.ts',
    mutant: 'EqualityOperator: `index < 0` → `index <= 0`',
    reason:
      "a pair starting with '=' has the empty name, which both functions skip anyway (parseCookie returns early for it, parseCookies skips empty names).",
  },
  {
    file: 'packages/session/src/domain/cookies.ts',
    mutant: 'ConditionalExpression: `index < 0` → `false`',
    reason:
      "in parseCookies a pair without '=' would pass its text less the last character as a name, and parseCookie, which skips pairs without '=', finds nothing for it (in parseCookie itself the test of a flag cookie kills this mutant).",
  },
  {
    file: 'packages/session/src/domain/cookies.ts',
    mutant: 'ConditionalExpression: `value !== undefined` → `true`',
    reason:
      "parseCookie always finds the pair parseCookies hands it (a name before '='), so it never returns undefined there.",
  },
  {
    file: 'packages/session/src/domain/platform.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    reason: 'a missing attribute becomes another text that names no platform: both give null.',
  },
  {
    file: 'packages/session/src/domain/platform.ts',
    mutant: 'ConditionalExpression: `!Number.isFinite(width)` → `false`',
    reason:
      "for every width a browser reports (never negative) NaN and +Infinity fall through the comparisons to 'CLASSIC' anyway; only −Infinity would differ.",
  },
  {
    file: 'packages/session/src/domain/loginToken.ts',
    mutant: 'BlockStatement: `{ return null; }` → `{}`',
    reason:
      'a failed decode or parse then gives undefined instead of null, which every later check refuses the same (a falsy header, JSON.parse(undefined) throws, undefined is no object).',
  },
  {
    file: 'packages/session/src/domain/loginToken.ts',
    mutant:
      "LogicalOperator: `typeof value === 'number' && Number.isFinite(value)` → `typeof value === 'number' || Number.isFinite(value)`",
    reason: '`Number.isFinite` is true only for numbers, so the typeof check never decides.',
  },
  {
    file: 'packages/session/src/domain/loginToken.ts',
    mutant: "ConditionalExpression: `typeof value === 'number'` → `true`",
    reason: '`Number.isFinite` is true only for numbers, so the typeof check never decides.',
  },
  {
    file: 'packages/session/src/domain/loginToken.ts',
    mutant: 'ConditionalExpression: `token.length === 0` → `false`',
    reason: 'an empty string splits into one part and is refused as not three parts.',
  },
  {
    file: 'packages/session/src/domain/loginToken.ts',
    mutant: 'ConditionalExpression: `!header || !payload` → `false`',
    reason: 'an empty header or payload fails the base64url check too (the pattern needs one character).',
  },
  {
    file: 'packages/session/src/domain/loginToken.ts',
    mutant: 'LogicalOperator: `!header || !payload` → `!header && !payload`',
    reason: 'an empty header or payload fails the base64url check too (the pattern needs one character).',
  },
  {
    file: 'packages/session/src/domain/loginToken.ts',
    mutant: 'ConditionalExpression: `json === null` → `false`',
    reason: 'JSON.parse(null) gives null, which the object check refuses.',
  },
  {
    file: 'packages/session/src/domain/loginToken.ts',
    mutant: "ConditionalExpression: `typeof claims !== 'object'` → `false`",
    reason: 'a number, text or boolean payload has no exp, ren or lid: the time checks refuse it.',
  },
  {
    file: 'packages/login/src/domain/redirect.ts',
    mutant: 'StringLiteral: `\'/\'` → `""`',
    in: "!variant.startsWith('/')",
    reason:
      "the path checked is the parsed path of an http(s) address, which always starts with '/', and decoding keeps that first character: the check never decides.",
  },
  {
    file: 'packages/login/src/domain/redirect.ts',
    mutant: 'StringLiteral: `\'/\'` → `""`',
    in: "|| '/'",
    reason:
      "only the root path normalises to the empty text, and both paths compared go through the same normalisation: '' equals '' as '/' equals '/'.",
  },
  {
    file: 'packages/newsletter/src/domain/validation.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    in: "parts.pop() ?? ''",
    reason: 'a split always gives at least one part, so `pop()` never returns undefined and the fallback never runs.',
  },
  {
    file: 'packages/newsletter/src/domain/validation.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    in: "(after ?? '')",
    reason:
      'the group `(.?)` always takes part in a match (empty at the end of the text), so `after` is never undefined and the fallback never runs.',
  },
  {
    file: 'packages/design-system/src/domain/emailAddress.ts',
    mutant: 'LogicalOperator: `decoded !== null && !ascii.test(decoded)` → `decoded !== null || !ascii.test(decoded)`',
    reason:
      "`ascii.test(null)` tests the text 'null', which is ASCII: a label that does not decode is refused without the null check too.",
  },
  {
    file: 'packages/design-system/src/domain/emailAddress.ts',
    mutant: 'ConditionalExpression: `decoded !== null` → `true`',
    reason:
      "`ascii.test(null)` tests the text 'null', which is ASCII: a label that does not decode is refused without the null check too.",
  },
  {
    file: 'packages/design-system/src/domain/emailAddress.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    in: 'decodePunycode(asciiForm.slice(4)) ??',
    reason:
      'an `xn--` form here either passed asciiLabel(), which decoded it, or was made by encodePunycode(), whose output decodes: the fallback never runs.',
  },
  {
    file: 'packages/design-system/src/domain/emailAddress.ts',
    mutant: "EqualityOperator: `address.indexOf('@', at + 1) >= 0` → `address.indexOf('@', at + 1) > 0`",
    reason:
      'a second `@` is searched from after the first, so when found its index is at least 1: `> 0` and `>= 0` agree.',
  },
  {
    file: 'packages/design-system/src/domain/emailAddress.ts',
    mutant: 'ConditionalExpression: `trimmed.length > EMAIL_MAX_LENGTH * 4` → `false`',
    reason:
      'the early bound only saves work: a text over 1,024 UTF-16 units still has more than 256 characters after composing (composing turns at most four units, two astral halves, into one character), so the count that follows says tooLong too.',
  },
  {
    file: 'packages/design-system/src/domain/emailAddress.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    in: "const [local = '', domain = ''] = parts;",
    reason: 'the line before has made sure of exactly two parts, so neither default is ever used.',
  },
  {
    file: 'packages/design-system/src/domain/emailAddress.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    in: "labels.at(-1) ?? ''",
    reason: 'a split always gives at least one label, so `at(-1)` never returns undefined.',
  },
  {
    file: 'packages/design-system/src/domain/punycode.ts',
    mutant: 'EqualityOperator: `k >= bias + tMax` → `k > bias + tMax`',
    reason: 'at `k === bias + tMax` the third branch gives `k - bias`, which is tMax too.',
  },
  {
    file: 'packages/design-system/src/domain/punycode.ts',
    mutant: 'ConditionalExpression: `code >= 0x41` → `true`',
    reason:
      "a character below 'A' that is no digit then gives a negative difference, which the caller refuses as it refuses -1.",
  },
  {
    file: 'packages/design-system/src/domain/punycode.ts',
    mutant: 'ConditionalExpression: `position >= encoded.length` → `false`',
    reason:
      'reading past the end gives NaN from `charCodeAt`, which digitOf() answers with -1: refused the same, one step later.',
  },
  {
    file: 'packages/design-system/src/domain/punycode.ts',
    mutant: 'EqualityOperator: `position >= encoded.length` → `position > encoded.length`',
    reason:
      'reading past the end gives NaN from `charCodeAt`, which digitOf() answers with -1: refused the same, one step later.',
  },
  {
    file: 'packages/design-system/src/domain/punycode.ts',
    mutant: 'EqualityOperator: `i > maxCodePoint * (encoded.length + 1)` → `i >= maxCodePoint * (encoded.length + 1)`',
    reason:
      'a guard against overflow only: an `i` that large gives a code point beyond Unicode, which the check after the digits refuses (`en32g`).',
  },
  {
    file: 'packages/design-system/src/domain/punycode.ts',
    mutant: 'ArithmeticOperator: `encoded.length + 1` → `encoded.length - 1`',
    reason:
      'a guard against overflow only: a code point within Unicode that needs a large `i` needs several digits, so `i` stays below the code point limit times the basic part and one more, far under `maxCodePoint × (length − 1)`.',
  },
  {
    file: 'packages/design-system/src/domain/percent.ts',
    mutant: 'Regex: `/^\\d+(\\.\\d+)?$/` → `/^\\d(\\.\\d+)?$/`',
    reason:
      'a fraction with two digits before the point is 1,000 % or more, which goes to Intl either way (refused as NaN or as too large).',
  },
  {
    file: 'packages/design-system/src/domain/percent.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    in: "const [integer = '', fraction = ''] = decimal.split('.');",
    reason:
      'a split always gives a first part, so `integer` never takes its default (the default of `fraction`, used for whole numbers, is pinned by the test that creates no number format).',
  },
  {
    file: 'packages/design-system/src/domain/percent.ts',
    mutant: 'ConditionalExpression: `whole >= 0` → `true`',
    reason:
      'wholePercent() gives NaN or a whole number of at least 0 (its pattern has no minus sign), never a negative one.',
  },
  {
    file: 'packages/login/src/domain/outcome.ts',
    mutant: 'ConditionalExpression: `status === null` → `false`',
    reason: "`null` is neither at least 200 nor 401, so without the first check it reaches 'unavailable' all the same.",
  },
  {
    file: 'packages/login/src/domain/loginSchema.ts',
    mutant: 'StringLiteral: `\'email\'` → `""`',
    reason:
      "a yup test's name is only the error's `type`; yupFieldErrors() keys errors by path and shows the message, so nothing reads it.",
  },
  {
    file: 'packages/design-system/src/domain/punycode.ts',
    mutant: 'ConditionalExpression: `code >= 0x61` → `true`',
    reason:
      "a character below 'a' that is no digit and no capital then gives a negative difference, which the caller refuses as it refuses -1.",
  },
  {
    file: 'packages/footer/src/domain/variant.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    in: "cookieValue?.trim() ?? ''",
    reason: 'a missing cookie then becomes another text that names no channel: the full footer either way.',
  },
  {
    file: 'packages/footer/src/domain/variant.ts',
    mutant: "BlockStatement: `{ return { kind: 'none' }; }` → `{}`",
    reason:
      "a value that does not decode holds a '%' that starts no valid escape, which neither pattern accepts: the full footer either way.",
  },
  {
    file: 'packages/footer/src/domain/variant.ts',
    mutant: "ConditionalExpression: `typeof nlStatus === 'string'` → `true`",
    reason:
      'the set of subscribed statuses holds only strings, so `has()` is false for any other value; the typeof check only narrows the type for TypeScript.',
  },
  {
    file: 'packages/footer/src/domain/schema.ts',
    mutant: 'BooleanLiteral: `false` → `true`',
    in: 'stripUnknown: false',
    reason:
      'the renderer reads only the fields the schema names: fields it does not name, kept or stripped, are never seen.',
  },
  {
    file: 'packages/newsletter/src/domain/applyPrefill.ts',
    mutant: "ConditionalExpression: `values[field] !== ''` → `true`",
    reason:
      'the prefill disables only a field that holds a value, and a field the shopper has not claimed takes that value: the check never decides.',
  },
  {
    file: 'packages/newsletter/src/domain/applyPrefill.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    in: "values[field] !== ''",
    reason:
      'the prefill disables only a field that holds a value, and a field the shopper has not claimed takes that value: the check never decides.',
  },
  {
    file: 'packages/newsletter/src/domain/prefill.ts',
    mutant: 'ArrayDeclaration: `[]` → `["Stryker was here"]`',
    in: '[...new Set(list ?? [])]',
    reason:
      'each caller keeps only one known value of the list (DNE, or NEWSLETTER), so another item is dropped anyway.',
  },
  {
    file: 'packages/newsletter/src/domain/prefill.ts',
    mutant:
      "MethodExpression: `[...new Set(list ?? [])].filter((item): item is Consent => item === '…` → `[...new Set(list ?? [])]`",
    reason:
      'each caller keeps only one known value of the list (DNE, or NEWSLETTER), so another item is dropped anyway.',
  },
  {
    file: 'packages/newsletter/src/domain/prefill.ts',
    mutant: "ConditionalExpression: `item === 'DNE' || item === 'NEWSLETTER'` → `true`",
    reason:
      'each caller keeps only one known value of the list (DNE, or NEWSLETTER), so another item is dropped anyway.',
  },
  {
    file: 'packages/newsletter/src/domain/schema.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    in: "(value ?? '')",
    reason: "every name field has `default('')`, so yup never hands the tests undefined and the fallback never runs.",
  },
  {
    file: 'packages/newsletter/src/domain/schema.ts',
    mutant: 'ArrayDeclaration: `[]` → `["Stryker was here"]`',
    in: '(value ?? [])',
    reason: 'the legal consents have `default([])`, so yup never hands the test undefined and the fallback never runs.',
  },
  {
    file: 'packages/newsletter/src/domain/schema.ts',
    mutant: 'StringLiteral: `\'length\'` → `""`',
    reason:
      "a yup test's name is only the error's `type`; yupFieldErrors() keys errors by path and shows the message, so nothing reads it.",
  },
  {
    file: 'packages/newsletter/src/domain/schema.ts',
    mutant: 'StringLiteral: `\'characters\'` → `""`',
    reason:
      "a yup test's name is only the error's `type`; yupFieldErrors() keys errors by path and shows the message, so nothing reads it.",
  },
  {
    file: 'packages/newsletter/src/domain/schema.ts',
    mutant: 'StringLiteral: `\'no-web-address\'` → `""`',
    reason:
      "a yup test's name is only the error's `type`; yupFieldErrors() keys errors by path and shows the message, so nothing reads it.",
  },
  {
    file: 'packages/newsletter/src/domain/schema.ts',
    mutant: 'StringLiteral: `\'no-formula\'` → `""`',
    reason:
      "a yup test's name is only the error's `type`; yupFieldErrors() keys errors by path and shows the message, so nothing reads it.",
  },
  {
    file: 'packages/newsletter/src/domain/schema.ts',
    mutant: 'StringLiteral: `\'required\'` → `""`',
    reason:
      "a yup test's name is only the error's `type`; yupFieldErrors() keys errors by path and shows the message, so nothing reads it.",
  },
  {
    file: 'packages/preview-panel/src/domain/session.ts',
    mutant: "ConditionalExpression: `answer.kind !== 'network'` → `true`",
    reason:
      'a network failure has no HTTP status: `undefined >= 200` is false, so it is no success without the check of its kind.',
  },
  {
    file: 'packages/preview-panel/src/domain/session.ts',
    mutant: 'StringLiteral: `\'network\'` → `""`',
    in: "answer.kind !== 'network' &&",
    reason:
      'a network failure has no HTTP status: `undefined >= 200` is false, so it is no success without the check of its kind.',
  },
  {
    file: 'packages/preview-panel/src/domain/session.ts',
    mutant: "ConditionalExpression: `answer.kind === 'network'` → `false`",
    reason:
      "a network failure has no status and no body: it is not 401 or 403, has no status text and is no success, so it ends as 'unknown' all the same.",
  },
  {
    file: 'packages/preview-panel/src/domain/session.ts',
    mutant: 'StringLiteral: `\'network\'` → `""`',
    in: "if (answer.kind === 'network')",
    reason:
      "a network failure has no status and no body: it is not 401 or 403, has no status text and is no success, so it ends as 'unknown' all the same.",
  },
  {
    file: 'packages/preview-panel/src/domain/session.ts',
    mutant: "ConditionalExpression: `answer.kind === 'malformed'` → `false`",
    reason: "a broken body has no status text, so a 2xx with it is no SUCCESS: 'unknown' all the same.",
  },
  {
    file: 'packages/preview-panel/src/domain/session.ts',
    mutant: 'StringLiteral: `\'malformed\'` → `""`',
    reason: "a broken body has no status text, so a 2xx with it is no SUCCESS: 'unknown' all the same.",
  },
  {
    file: 'packages/preview-panel/src/domain/session.ts',
    mutant: "ConditionalExpression: `typeof status === 'string'` → `true`",
    reason: 'the status is only compared with the texts UNAUTHORIZED and SUCCESS, which no other value equals.',
  },
  {
    file: 'packages/preview-panel/src/domain/sessionChannel.ts',
    mutant: "ConditionalExpression: `typeof data === 'object'` → `true`",
    reason: 'a text, number or boolean has no `type` property, so the comparison that follows is false anyway.',
  },
  {
    file: 'packages/preview-panel/src/domain/auth.ts',
    mutant: 'ObjectLiteral: `{ stripUnknown: true }` → `{}`',
    reason:
      'the settings are built field by field from the validated object, so unknown fields, stripped or kept, never reach them.',
  },
  {
    file: 'packages/preview-panel/src/domain/auth.ts',
    mutant: 'BooleanLiteral: `true` → `false`',
    in: 'stripUnknown: true',
    reason:
      'the settings are built field by field from the validated object, so unknown fields, stripped or kept, never reach them.',
  },
  {
    file: 'packages/preview-panel/src/domain/abTests.ts',
    mutant: 'BooleanLiteral: `false` → `true`',
    in: 'noUnknown(false)',
    reason:
      "the list is validated with `stripUnknown`, which removes a group's unknown fields before `noUnknown` could refuse them.",
  },
  {
    file: 'packages/preview-panel/src/domain/previewMoment.ts',
    mutant:
      'LogicalOperator: `probe.getFullYear() === year && probe.getMonth() === month - 1` → `probe.getFullYear() === year || probe.getMonth() === month - 1`',
    reason:
      'a day outside its month moves the date to another month, and a month outside 1–12 to another year, so a date whose day survived kept its month as well: the year and day checks decide.',
  },
  {
    file: 'packages/preview-panel/src/domain/previewMoment.ts',
    mutant: 'ConditionalExpression: `probe.getMonth() === month - 1` → `true`',
    reason:
      'a day outside its month moves the date to another month, and a month outside 1–12 to another year, so a date whose day survived kept its month as well: the year and day checks decide.',
  },
  {
    file: 'packages/preview-panel/src/domain/previewMoment.ts',
    mutant: 'ConditionalExpression: `probe.getDate() === day` → `true`',
    reason:
      'the pattern allows days 00–99 only, and any of them outside the month moves the date into another month, which the month check refuses.',
  },
  {
    file: 'packages/preview-panel/src/domain/form.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    in: "date: string().default('')",
    reason: 'no rule reads the date: its default is never seen.',
  },
  {
    file: 'packages/preview-panel/src/domain/form.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    in: "time: string().default('')",
    reason: 'no rule reads the time: its default is never seen.',
  },
  {
    file: 'packages/design-system/src/masks/monthNames.ts',
    mutant:
      "MethodExpression: `word.normalize('NFC').toLocaleLowerCase(locale)` → `word.normalize('NFC').toLocaleUpperCase(locale)`",
    reason:
      "the typed word and a language's month names go through the same normalisation, in that language's letter case, so they compare in capitals as they do in lower case.",
  },
  {
    file: 'packages/design-system/src/masks/monthNames.ts',
    mutant: 'Regex: `/\\.$/` → `/\\./`',
    reason:
      'month names carry a dot only at their end, and a typed word with a dot elsewhere names no month either way.',
  },
  {
    file: 'packages/design-system/src/masks/monthNames.ts',
    mutant: 'ArrayDeclaration: `[]` → `["Stryker was here"]`',
    in: 'const names: Array<[string, number]> = [];',
    reason:
      'the extra entry is a text whose first character, a capital S, stands as its name: the typed word is always in lower case, so it never equals it or starts it.',
  },
  {
    file: 'packages/preview-panel/src/domain/auth.ts',
    mutant: "ConditionalExpression: `answer.kind === 'response'` → `true`",
    reason:
      'the only other answer that can be a 2xx is a broken one, which has no body: the settings read from undefined are null, as when the check refuses it.',
  },
  {
    file: 'packages/design-system/src/masks/number.ts',
    mutant:
      'OptionalChaining: `new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.…` → `new Intl.NumberFormat(locale).formatToParts(1.5).find(part => part.ty…`',
    reason: 'every locale writes 1.5 with a decimal part, so the search never comes back empty.',
  },
  {
    file: 'packages/design-system/src/masks/digits.ts',
    mutant: "ConditionalExpression: `char >= '0' && char <= '9'` → `false`",
    reason:
      "the ASCII check only saves work: on the general path an ASCII digit is a decimal digit whose block starts at '0', so it keeps its value, and any other character below or between is no decimal digit and stays as it is.",
  },
  {
    file: 'packages/design-system/src/masks/digits.ts',
    mutant: "ConditionalExpression: `char >= '0'` → `true`",
    reason:
      "the ASCII check only saves work: on the general path an ASCII digit is a decimal digit whose block starts at '0', so it keeps its value, and any other character below or between is no decimal digit and stays as it is.",
  },
  {
    file: 'packages/design-system/src/masks/digits.ts',
    mutant: "EqualityOperator: `char >= '0'` → `char > '0'`",
    reason:
      "the ASCII check only saves work: on the general path an ASCII digit is a decimal digit whose block starts at '0', so it keeps its value, and any other character below or between is no decimal digit and stays as it is.",
  },
  {
    file: 'packages/design-system/src/masks/digits.ts',
    mutant: "EqualityOperator: `char >= '0'` → `char < '0'`",
    reason:
      "the ASCII check only saves work: on the general path an ASCII digit is a decimal digit whose block starts at '0', so it keeps its value, and any other character below or between is no decimal digit and stays as it is.",
  },
  {
    file: 'packages/design-system/src/masks/digits.ts',
    mutant: 'StringLiteral: `\'0\'` → `""`',
    reason:
      "the ASCII check only saves work: on the general path an ASCII digit is a decimal digit whose block starts at '0', so it keeps its value, and any other character below or between is no decimal digit and stays as it is.",
  },
  {
    file: 'packages/design-system/src/masks/digits.ts',
    mutant: "EqualityOperator: `char <= '9'` → `char < '9'`",
    reason:
      "the ASCII check only saves work: on the general path an ASCII digit is a decimal digit whose block starts at '0', so it keeps its value, and any other character below or between is no decimal digit and stays as it is.",
  },
  {
    file: 'packages/design-system/src/masks/digits.ts',
    mutant: 'StringLiteral: `\'9\'` → `""`',
    reason:
      "the ASCII check only saves work: on the general path an ASCII digit is a decimal digit whose block starts at '0', so it keeps its value, and any other character below or between is no decimal digit and stays as it is.",
  },
  {
    file: 'packages/design-system/src/masks/digits.ts',
    mutant: 'Regex: `/^\\p{Nd}$/u` → `/\\p{Nd}$/u`',
    reason: 'the pattern only ever tests a single code point, for which the anchors change nothing.',
  },
  {
    file: 'packages/design-system/src/masks/digits.ts',
    mutant: 'Regex: `/^\\p{Nd}$/u` → `/^\\p{Nd}/u`',
    reason: 'the pattern only ever tests a single code point, for which the anchors change nothing.',
  },
  {
    file: 'packages/design-system/src/masks/digits.ts',
    mutant: 'ConditionalExpression: `start > 0` → `true`',
    reason:
      "every run of decimal digits has a character that is no digit before it (the first, '0', has '/'), so the scan back stops long before code point 0.",
  },
  {
    file: 'packages/design-system/src/masks/digits.ts',
    mutant: 'EqualityOperator: `start > 0` → `start >= 0`',
    reason:
      "every run of decimal digits has a character that is no digit before it (the first, '0', has '/'), so the scan back stops long before code point 0.",
  },
  {
    file: 'packages/design-system/src/masks/pastedDate.ts',
    mutant:
      'Regex: `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s*[ap]\\.?\\s?m\\.?)?/gi` → `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s[ap]\\.?\\s?m\\.?)?/gi`',
    reason:
      'the am/pm group only tidies: a marker left in the text holds no digit, and its letters (am, pm, a, p, m, with or without dots) name no month in any site language or English (monthOf reads a word under three letters only as a whole name), so matching more, less or none of it changes no date. The group matches something else only after a time glued to a run of other characters that ends in a/p and m ("10:30/…am") or with another letter before an m ("10:30 km"), which no copied date has.',
  },
  {
    file: 'packages/design-system/src/masks/pastedDate.ts',
    mutant:
      'Regex: `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s*[ap]\\.?\\s?m\\.?)?/gi` → `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\S*[ap]\\.?\\s?m\\.?)?/gi`',
    reason:
      'the am/pm group only tidies: a marker left in the text holds no digit, and its letters (am, pm, a, p, m, with or without dots) name no month in any site language or English (monthOf reads a word under three letters only as a whole name), so matching more, less or none of it changes no date. The group matches something else only after a time glued to a run of other characters that ends in a/p and m ("10:30/…am") or with another letter before an m ("10:30 km"), which no copied date has.',
  },
  {
    file: 'packages/design-system/src/masks/pastedDate.ts',
    mutant:
      'Regex: `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s*[ap]\\.?\\s?m\\.?)?/gi` → `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s*[^ap]\\.?\\s?m\\.?)?/gi`',
    reason:
      'the am/pm group only tidies: a marker left in the text holds no digit, and its letters (am, pm, a, p, m, with or without dots) name no month in any site language or English (monthOf reads a word under three letters only as a whole name), so matching more, less or none of it changes no date. The group matches something else only after a time glued to a run of other characters that ends in a/p and m ("10:30/…am") or with another letter before an m ("10:30 km"), which no copied date has.',
  },
  {
    file: 'packages/design-system/src/masks/pastedDate.ts',
    mutant:
      'Regex: `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s*[ap]\\.?\\s?m\\.?)?/gi` → `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s*[ap]\\.\\s?m\\.?)?/gi`',
    reason:
      'the am/pm group only tidies: a marker left in the text holds no digit, and its letters (am, pm, a, p, m, with or without dots) name no month in any site language or English (monthOf reads a word under three letters only as a whole name), so matching more, less or none of it changes no date. The group matches something else only after a time glued to a run of other characters that ends in a/p and m ("10:30/…am") or with another letter before an m ("10:30 km"), which no copied date has.',
  },
  {
    file: 'packages/design-system/src/masks/pastedDate.ts',
    mutant:
      'Regex: `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s*[ap]\\.?\\s?m\\.?)?/gi` → `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s*[ap]\\.?\\sm\\.?)?/gi`',
    reason:
      'the am/pm group only tidies: a marker left in the text holds no digit, and its letters (am, pm, a, p, m, with or without dots) name no month in any site language or English (monthOf reads a word under three letters only as a whole name), so matching more, less or none of it changes no date. The group matches something else only after a time glued to a run of other characters that ends in a/p and m ("10:30/…am") or with another letter before an m ("10:30 km"), which no copied date has.',
  },
  {
    file: 'packages/design-system/src/masks/pastedDate.ts',
    mutant:
      'Regex: `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s*[ap]\\.?\\s?m\\.?)?/gi` → `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s*[ap]\\.?\\S?m\\.?)?/gi`',
    reason:
      'the am/pm group only tidies: a marker left in the text holds no digit, and its letters (am, pm, a, p, m, with or without dots) name no month in any site language or English (monthOf reads a word under three letters only as a whole name), so matching more, less or none of it changes no date. The group matches something else only after a time glued to a run of other characters that ends in a/p and m ("10:30/…am") or with another letter before an m ("10:30 km"), which no copied date has.',
  },
  {
    file: 'packages/design-system/src/masks/pastedDate.ts',
    mutant:
      'Regex: `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s*[ap]\\.?\\s?m\\.?)?/gi` → `/\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s*[ap]\\.?\\s?m\\.)?/gi`',
    reason:
      'the am/pm group only tidies: a marker left in the text holds no digit, and its letters (am, pm, a, p, m, with or without dots) name no month in any site language or English (monthOf reads a word under three letters only as a whole name), so matching more, less or none of it changes no date. The group matches something else only after a time glued to a run of other characters that ends in a/p and m ("10:30/…am") or with another letter before an m ("10:30 km"), which no copied date has.',
  },
  {
    file: 'packages/design-system/src/masks/pastedDate.ts',
    mutant: 'StringLiteral: `\' \'` → `""`',
    reason:
      'the time is replaced by a space only to keep what stands on either side of it apart; without it they would run together only where digits, or letters, touch the time on both sides ("24.12.199010:30" still keeps 1990, since the time starts at 10), which no copied date has.',
  },
  {
    file: 'packages/design-system/src/masks/pastedDate.ts',
    mutant: 'ArrayDeclaration: `[]` → `["Stryker was here"]`',
    in: 'const numbers',
    reason:
      'a text without digits gets one made-up number instead of none: one number is neither the two a spelled month needs nor the three of a numeric date, so it is refused all the same.',
  },
  {
    file: 'packages/design-system/src/masks/pastedDate.ts',
    mutant: 'ArrayDeclaration: `[]` → `["Stryker was here"]`',
    in: 'const spelled',
    reason:
      "a text without letters gets the made-up word 'Stryker was here', which no month name in any language equals or starts with: no month is spelled either way.",
  },
  {
    file: 'packages/design-system/src/masks/pastedDate.ts',
    mutant: 'ConditionalExpression: `spelled != null` → `true`',
    reason:
      'two numbers without a month word then go to the spelled-month reading with the month undefined, which valid() refuses (`undefined >= 1` is false), as the numeric reading refuses two numbers.',
  },
  {
    file: 'packages/design-system/src/masks/mask.ts',
    mutant: 'EqualityOperator: `index < value.length` → `index <= value.length`',
    reason:
      "the loop would read past the value's end only for a count larger than the input characters in the value, and it never is: the count is what the mask keeps of the text before the caret, and each mask keeps at least as much of the whole text (it formats from the start and cuts at the end), so the loop returns inside the value (the property test 'puts the caret inside the formatted value' would see the caret one past it).",
  },
  {
    file: 'packages/design-system/src/masks/mask.ts',
    mutant: 'ConditionalExpression: `caret <= 0` → `false`',
    reason:
      'at the start the scan back begins before the first character (index −1), and the check after it hands the edit to applyMask unchanged, as this early return does.',
  },
  {
    file: 'packages/design-system/src/masks/mask.ts',
    mutant: 'EqualityOperator: `caret <= 0` → `caret < 0`',
    reason:
      'at the start the scan back begins before the first character (index −1), and the check after it hands the edit to applyMask unchanged, as this early return does.',
  },
  {
    file: 'packages/design-system/src/masks/mask.ts',
    mutant: 'ConditionalExpression: `index >= 0` → `true`',
    reason:
      'before the first character the scan reads `raw[-1]`, undefined, which no mask counts as a separator (each compares with its own characters): the scan stops at −1 either way.',
  },
  {
    file: 'packages/design-system/src/masks/mask.ts',
    mutant: 'EqualityOperator: `index >= 0` → `index > 0`',
    reason:
      'stopping at the first character changes something only when it is a separator, and then the separator is deleted, which carries no input: the mask writes the same value, and the caret goes before the first input character, as when nothing is deleted (the test with "€ 1 234").',
  },
  {
    file: 'packages/design-system/src/masks/date.ts',
    mutant: 'ArrayDeclaration: `[]` → `["Stryker was here"]`',
    reason:
      'a text without digits gets one made-up part instead of none: one part is not three, so its digits (none) count as typed all the same.',
  },
  {
    file: 'packages/design-system/src/masks/date.ts',
    mutant: 'StringLiteral: `\'\'` → `"Stryker was here!"`',
    reason:
      'the field formats what the paste reader returns, and the date format keeps digits only: a joint without digits disappears there.',
  },
  {
    file: 'packages/design-system/src/masks/date.ts',
    mutant: 'StringLiteral: `\'date-dmy\'` → `""`',
    reason:
      "no code reads a mask's `name` (the field takes the mask object itself); it only labels the mask for people.",
  },
  {
    file: 'packages/design-system/src/masks/date.ts',
    mutant: 'StringLiteral: `\'dmy\'` → `""`',
    reason:
      "every reading compares the order with 'ymd' only (readPastedDate, dateDigits), so an empty order reads day first, as 'dmy' does.",
  },
  {
    file: 'packages/design-system/src/masks/date.ts',
    mutant: 'StringLiteral: `\'date-ymd\'` → `""`',
    reason:
      "no code reads a mask's `name` (the field takes the mask object itself); it only labels the mask for people.",
  },
  {
    file: 'packages/design-system/src/masks/monthNames.ts',
    mutant: "ObjectLiteral: `{ month: 'short', day: 'numeric' }` → `{}`",
    reason:
      "Intl's abbreviation inside a date is, in every site language and English, also the abbreviation alone or the name written out (once the dot is dropped), a longer spelling of the abbreviation alone that the three-letter rule reads ('Sept.' starts 'September'), or a number (Czech, Slovak): without it every name and every start of one reads the same month (checked for all of them with Node 20's ICU).",
  },
  {
    file: 'packages/design-system/src/masks/monthNames.ts',
    mutant: 'Regex: `/^\\d+$/` → `/\\d+$/`',
    reason:
      "Intl writes a month either as digits alone ('12') or as letters (with a dot): one anchor is enough for such parts.",
  },
  {
    file: 'packages/design-system/src/masks/monthNames.ts',
    mutant: 'Regex: `/^\\d+$/` → `/^\\d+/`',
    reason:
      "Intl writes a month either as digits alone ('12') or as letters (with a dot): one anchor is enough for such parts.",
  },
  {
    file: 'packages/design-system/src/masks/pastedNumber.ts',
    mutant: 'EqualityOperator: `point < 0` → `point <= 0`',
    reason: 'at point 0 both branches give the digits unchanged: no zeros put in front, none padded at the end.',
  },
  {
    file: 'packages/design-system/src/masks/pastedNumber.ts',
    mutant: 'EqualityOperator: `firstDigit > 0` → `firstDigit >= 0`',
    reason:
      'a first digit at the very start leaves no text before it, so no minus: the test of the empty text is false.',
  },
  {
    file: 'packages/design-system/src/masks/pastedNumber.ts',
    mutant: 'ConditionalExpression: `last >= 0` → `true`',
    reason:
      'without a mark `last` is −1 and the marks are empty: neither two kinds nor one mark, so the decimal is −1 either way.',
  },
];
