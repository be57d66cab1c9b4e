import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import type { FutureType } from "./use-future-accountings";

interface ConvertButtonProps {
  type: FutureType;
  title: string;
  loading: boolean;
  onConfirm: () => void;
}

/** 'Gelire Dönüştür' / 'Gidere Dönüştür' on a row, after a question naming the record and that it is stamped today. */
export const ConvertButton = ({ type, title, loading, onConfirm }: ConvertButtonProps) => {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t(`accounting_reports.future.${type}.confirm`, { title })}
      okText={t("accounting_reports.ok")}
      cancelText={t("accounting_reports.cancel")}
      onConfirm={onConfirm}
    >
      <Button size="small" type="primary" ghost loading={loading} aria-label={`${t(`accounting_reports.future.${type}.convert`)}: ${title}`}>
        {t(`accounting_reports.future.${type}.convert`)}
      </Button>
    </Popconfirm>
  );
};
