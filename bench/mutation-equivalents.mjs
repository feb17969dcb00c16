// Why each mutant that survives `npx -y pnpm@10 mutation` is equivalent: a change no behaviour
// can see. Keyed by file and the mutant's name as bench/MUTATION.md prints it (no line number, so
// a reason stays attached when code above it moves). A survivor missing here is a gap in the
// tests, not an equivalent: write the test that kills it.
export const equivalents = [
  {
    file: 'packages/design-system/src/masks/iban.ts',
    mutant: "StringLiteral: `'iban'` → `\"\"`",
    reason: "no code reads a mask's `name` (the field takes the mask object itself); it only labels the mask for people.",
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
];
