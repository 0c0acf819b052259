import type { AccountData } from "./account-data";
import { AppearanceCard } from "./appearance-card";
import { ProfileCard } from "./profile-card";
import { TwoFactorCard } from "./two-factor-card";
import { WeeklyReportCard } from "./weekly-report-card";

/** The signed-in admin's own settings, above the store's: account, two-factor sign-in, dark mode, weekly report. */
export function AccountSection({ data }: { data: AccountData }) {
  return (
    <div className="mb-6 grid gap-6">
      <ProfileCard key={data.me.id} me={data.me} />
      <TwoFactorCard status={data.twoFactor} security={data.security} />
      <div className="grid gap-6 xl:grid-cols-2">
        <AppearanceCard theme={data.prefs.theme} />
        <WeeklyReportCard prefs={data.prefs} />
      </div>
    </div>
  );
}
