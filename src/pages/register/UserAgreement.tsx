import { Button, Checkbox, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AGREEMENT_TERMS } from "./agreement-terms";

interface UserAgreementProps {
  id?: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}

const AgreementText = () => {
  const { t } = useTranslation();
  return (
    <div id="user-agreement-text" style={{ maxHeight: 320, overflowY: "auto" }}>
      <Typography.Paragraph>{t("pages.register.agreement.intro")}</Typography.Paragraph>
      <ol>
        {AGREEMENT_TERMS.map((term) => (
          <li key={term}>{t(`pages.register.agreement.terms.${term}`)}</li>
        ))}
      </ol>
    </div>
  );
};

/** The accept checkbox with the agreement one click away in a modal; a form control (checked/onChange). */
export const UserAgreement = ({ id, checked, onChange }: UserAgreementProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Checkbox id={id} checked={checked} onChange={(event) => onChange?.(event.target.checked)}>
        {t("pages.register.agreement.accept")}
      </Checkbox>
      <Button id="open-user-agreement" type="link" size="small" onClick={() => setOpen(true)} style={{ paddingInline: 0 }}>
        {t("pages.register.agreement.open")}
      </Button>
      <Modal
        open={open}
        title={t("pages.register.agreement.title")}
        onCancel={() => setOpen(false)}
        onOk={() => {
          onChange?.(true);
          setOpen(false);
        }}
        okText={t("pages.register.agreement.accept")}
        cancelText={t("buttons.close")}
      >
        <AgreementText />
      </Modal>
    </>
  );
};
