import * as Tabs from '@radix-ui/react-tabs'
import { useSearchParams } from 'react-router'
import { Page } from '@/components/ui/page'
import { AboutMeTab } from '@/features/settings/components/about-me-tab'
import { CheckInsSetting } from '@/features/settings/components/check-ins-setting'
import { CrisisCountrySetting } from '@/features/settings/components/crisis-country-setting'
import { FitbitTab } from '@/features/settings/components/fitbit-tab'
import { NotificationsSetting } from '@/features/settings/components/notifications-setting'
import { ProfileTab } from '@/features/settings/components/profile-tab'
import { SecurityTab } from '@/features/settings/components/security-tab'
import { VoiceTab } from '@/features/settings/components/voice-tab'
import { useUser } from '@/lib/session'

// Settings: ?tab= selects the initial tab; default profile.
export const settingsTabs = [
  { value: 'profile', label: 'Profile' },
  { value: 'about-me', label: 'About Me' },
  { value: 'fitbit', label: 'Fitbit Sync' },
  { value: 'voice', label: 'Voice Settings' },
  { value: 'security', label: 'Security' },
] as const

type SettingsTab = (typeof settingsTabs)[number]['value']

function isSettingsTab(value: string | null): value is SettingsTab {
  return settingsTabs.some((tab) => tab.value === value)
}

function TabBody({ tab }: { tab: (typeof settingsTabs)[number] }) {
  const user = useUser().data
  if (tab.value === 'profile')
    return user ? (
      <>
        <ProfileTab user={user} />
        <CrisisCountrySetting />
        <NotificationsSetting />
        <CheckInsSetting />
      </>
    ) : null
  if (tab.value === 'about-me') return user ? <AboutMeTab user={user} /> : null
  if (tab.value === 'security') return <SecurityTab />
  if (tab.value === 'voice') return <VoiceTab />
  return <FitbitTab />
}

export default function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const current: SettingsTab = isSettingsTab(requested) ? requested : 'profile'

  return (
    <Page title="Account Settings">
      <Tabs.Root
        value={current}
        onValueChange={(tab) => setSearchParams({ tab }, { replace: true })}
      >
        <Tabs.List
          aria-label="Settings sections"
          className="mb-6 flex flex-wrap gap-1 rounded-xl border border-white/10 bg-night-800/70 p-1"
        >
          {settingsTabs.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="rounded-lg px-3 py-2 text-sm font-medium text-star-muted hover:text-star data-[state=active]:bg-accent-strong data-[state=active]:text-white"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {settingsTabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            <TabBody tab={tab} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  )
}
