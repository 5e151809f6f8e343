import { Component, type ReactNode } from 'react'
import { StartupFailure } from '@/app/startup-failure'

/** Catches a render error anywhere above the router and shows the red start-up failure. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    console.error('Orion failed to render', error)
  }

  override render() {
    if (this.state.error) return <StartupFailure error={this.state.error} />
    return this.props.children
  }
}
