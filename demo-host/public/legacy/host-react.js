// The legacy host's own "react": another team's library under the same bare specifier, which
// the host's import map (before ours) maps. Our widgets must not receive it.
export const version = 'host-react-0.14';
export function createElement() {
  return null;
}
