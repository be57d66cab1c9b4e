import { App, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { changedValues } from "./form-values";
import { useProfileAction } from "./use-profile-action";

/** Saves what changed in a company form (`POST /api/profile/update-company`) and reads the identity again. */
export const useCompanySave = <Values extends Record<string, unknown>>(form: FormInstance<Values>, initial: Partial<Values>) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { run, pending } = useProfileAction<Partial<Values>>("profile/update-company", { refreshIdentity: true });
  const save = async (values: Values) => {
    const changes = changedValues(initial, values);
    if (Object.keys(changes).length === 0) {
      message.info(t("settings.noChanges"));
      return;
    }
    await run(changes, form);
  };
  return { save, pending };
};
