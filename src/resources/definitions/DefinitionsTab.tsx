import { useTranslation } from "react-i18next";
import { ResourceCreateButton } from "../generic/form/ResourceCreateButton";
import { ResourceTable } from "../generic/list/ResourceTable";

/** 'Tanımlar': client, income and expense categories; listed, added, edited (in a modal: no edit page) and deleted here. */
export const DefinitionsTab = () => {
  const { t } = useTranslation();
  return (
    <ResourceTable
      resource="definitions"
      editInModal
      ownRows
      extra={<ResourceCreateButton resource="definitions" />}
      emptyText={t("definitions.screen.empty")}
    />
  );
};
