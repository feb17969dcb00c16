// Why each mutant that survives `npx -y pnpm@10 mutation` is equivalent: a change no behaviour
// can see. Keyed by file and the mutant's name as bench/MUTATION.md prints it (no line number, so
// a reason stays attached when code above it moves). A survivor missing here is a gap in the
// tests, not an equivalent: write the test that kills it.
export const equivalents = [];
