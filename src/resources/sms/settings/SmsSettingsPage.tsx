import { SingletonFrame } from "../../generic/singleton/SingletonPage";
import { SmsSettingsPanel } from "./SmsSettingsPanel";

/** `/sms-settings` (menu SMS → 'SMS Ayarları'): the settings panel under the page's title. */
const SmsSettingsPage = ({ resource }: { resource: string }) => (
  <SingletonFrame resource={resource}>
    <SmsSettingsPanel />
  </SingletonFrame>
);

export default SmsSettingsPage;
