import { describe, expect, it } from 'vitest';
import { groupNewestRelease } from './changelog.ts';

/** The fixes of the newest release and the older releases: kept as they are. */
const rest = `- The e-mail field refuses addresses with markup.
- Updated dependencies
  - @shop/design-system@0.1.1

## 0.1.0

### Patch Changes

- First release.
`;

const written = `# @shop/login

## 0.2.0

### Minor Changes

- API (from custom-elements.json):
  - Added attribute \`hint\` (\`string\`) to \`<shop-login>\`.
  - Added event \`shop-login-hint\` (\`CustomEvent<null>\`) to \`<shop-login>\`.

### Patch Changes

${rest}`;

describe('groupNewestRelease', () => {
  it('puts API changes apart from fixes in the newest release only', () => {
    expect(groupNewestRelease(written)).toBe(`# @shop/login

## 0.2.0

### API changes

- Added attribute \`hint\` (\`string\`) to \`<shop-login>\`.
- Added event \`shop-login-hint\` (\`CustomEvent<null>\`) to \`<shop-login>\`.

### Fixes and other changes

${rest}`);
  });

  it('changes nothing the second time', () => {
    const once = groupNewestRelease(written);
    expect(groupNewestRelease(once)).toBe(once);
  });

  it('keeps a hand-written "API: …" note under API changes', () => {
    const text = '# x\n\n## 1.0.0\n\n### Major Changes\n\n- API: `<shop-x>` no longer reads `legacy`.\n';
    expect(groupNewestRelease(text)).toBe(
      '# x\n\n## 1.0.0\n\n### API changes\n\n- API: `<shop-x>` no longer reads `legacy`.\n',
    );
  });
});
