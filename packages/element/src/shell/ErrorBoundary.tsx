import { Component, type ReactNode } from 'react';
import { dispatchShopEvent } from './events.ts';

/**
 * A render error inside one widget must not take the host page (or other widgets) down. It is
 * told to the page as `shop-render-error` on the element (bubbling, composed, `detail.tag`): the
 * loader counts it in the widget's health report, and a template may listen for it.
 */
export class ErrorBoundary extends Component<
  { tag: string; host?: EventTarget; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`<${this.props.tag}> failed to render:`, error);
    if (this.props.host) dispatchShopEvent(this.props.host, 'shop-render-error', { tag: this.props.tag });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
