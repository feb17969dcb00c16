import { Component, type ReactNode } from 'react';

/** A render error inside one widget must not take the host page (or other widgets) down. */
export class ErrorBoundary extends Component<{ tag: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`<${this.props.tag}> failed to render:`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
