import { CalendarOutlined, EditOutlined } from "@ant-design/icons";
import { DeleteButton } from "@refinedev/antd";
import type { BaseKey, BaseRecord } from "@refinedev/core";
import { Button, Flex } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { rowAllows } from "../../engine";
import { ResourceActionButtons } from "../generic/actions/ResourceActionButtons";
import { ResourceFormModal } from "../generic/form/ResourceFormModal";
import BarcodeLabelsButton from "../services/labels/BarcodeLabelsButton";
import { useRecordAccess } from "../generic/use-record-access";
import { ArrivalDatesModal } from "./ArrivalDatesModal";

type Opened = "dates" | "edit" | undefined;

/**
 * An upcoming product's actions (spec §2): add stock (the action's generated form), its arrival dates, edit
 * (in a modal: the page has no edit route), delete, asked with the spec's own words, and its barcode label in the
 * catalog's 800x900 print window (the sheet from `newservices/:id/barcode-label`).
 */
export const UpcomingRowActions = ({ record }: { record: BaseRecord & { id: BaseKey } }) => {
  const { t } = useTranslation();
  const access = useRecordAccess("newservices");
  const [opened, setOpened] = useState<Opened>();
  const close = () => setOpened(undefined);
  const named = (text: string) => ({ title: text, "aria-label": text });
  const name = String(record.name ?? "");
  return (
    // Two lines, the narrow buttons above the label's: the table keeps its width for the product's columns.
    <Flex vertical gap={4} align="flex-end">
      <Flex gap={4}>
        {access.update && <ResourceActionButtons resource="newservices" record={record} size="small" />}
        <Button size="small" icon={<CalendarOutlined />} onClick={() => setOpened("dates")} {...named(t("newservices.page.editDates"))} />
        {access.update && rowAllows(record, "update") && <Button size="small" icon={<EditOutlined />} onClick={() => setOpened("edit")} {...named(t("buttons.edit"))} />}
        {access.delete && rowAllows(record, "delete") && (
          <DeleteButton
            resource="newservices"
            recordItemId={record.id}
            hideText
            size="small"
            accessControl={{ enabled: false }}
            {...named(t("buttons.delete"))}
            confirmTitle={t("newservices.page.deleteConfirm")}
            confirmOkText={t("newservices.page.ok")}
            confirmCancelText={t("newservices.page.cancel")}
          />
        )}
      </Flex>
      <BarcodeLabelsButton productIds={[Number(record.id)]} sheetPath={`newservices/${record.id}/barcode-label`} label={t("newservices.page.barcode")} />
      {opened === "dates" && <ArrivalDatesModal productId={record.id} productName={name} open onClose={close} />}
      {opened === "edit" && <ResourceFormModal resource="newservices" action="edit" id={record.id} open onClose={close} onSaved={close} />}
    </Flex>
  );
};
