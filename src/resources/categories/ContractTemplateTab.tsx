import { useApiUrl, useCustom, useCustomMutation, useNotification } from "@refinedev/core";
import { Alert, Button, Flex, Skeleton, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CONTRACT_PLACEHOLDERS } from "../../domain/contracts/placeholders";
import type { CONTRACT_KINDS } from "../../schemas/contracts.schema";
import { LazyRichTextEditor } from "../../widgets/html";

export type ContractTemplateKind = (typeof CONTRACT_KINDS)[number];

/** `GET /profile/<kind>-contract`: the shop's template, or the default while it has saved none. */
interface TemplateAnswer {
  kind: ContractTemplateKind;
  content: string;
  custom: boolean;
  placeholders: string[];
}

/** Spec §9: the contract editors are 500 pixels high. */
export const CONTRACT_EDITOR_HEIGHT = 500;

/**
 * One of Tanımlamalar's five contract tabs: the template in the rich-text editor with the placeholders as chips,
 * saved with `POST /profile/update-<kind>-contract` ('Sözleşme Başarıyla Kaydedildi!').
 */
export const ContractTemplateTab = ({ kind }: { kind: ContractTemplateKind }) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { open } = useNotification();
  const { result, query } = useCustom<TemplateAnswer>({ url: `${apiUrl}/profile/${kind}-contract`, method: "get", errorNotification: false });
  const { mutateAsync, mutation } = useCustomMutation<{ message?: string }>();
  // Until the answer arrives refine hands an empty object.
  const loaded = typeof (result.data as TemplateAnswer | undefined)?.content === "string" ? (result.data as TemplateAnswer) : undefined;
  const [content, setContent] = useState<string | null>(null);
  useEffect(() => {
    if (loaded && content === null) setContent(loaded.content);
  }, [loaded, content]);

  const placeholders = useMemo(
    () => CONTRACT_PLACEHOLDERS.map((name) => ({ name, label: t(`contract_templates.placeholders.${name}`) })),
    [t],
  );

  if (query.isError) return <Alert type="error" showIcon message={t("contract_templates.loadFailed")} />;
  if (!loaded || content === null) return <Skeleton active paragraph={{ rows: 8 }} />;

  const save = async () => {
    try {
      const answer = await mutateAsync({
        url: `${apiUrl}/profile/update-${kind}-contract`,
        method: "post",
        values: { content },
        successNotification: false,
        errorNotification: false,
      });
      open?.({ type: "success", message: answer.data?.message ?? t("contract_templates.saved"), key: `contract-template-${kind}` });
    } catch (error) {
      open?.({ type: "error", message: (error as { message?: string }).message ?? t("contract_templates.loadFailed"), key: `contract-template-${kind}-refused` });
    }
  };

  return (
    <Flex vertical gap={12}>
      {!loaded.custom && <Alert type="info" showIcon message={t("contract_templates.default")} />}
      <Typography.Text type="secondary">{t("contract_templates.hint")}</Typography.Text>
      <LazyRichTextEditor
        value={content}
        onChange={setContent}
        height={CONTRACT_EDITOR_HEIGHT}
        placeholders={placeholders}
        ariaLabel={t(`contract_templates.fields.${kind}`)}
      />
      <Flex justify="flex-end">
        <Button type="primary" loading={mutation.isPending} onClick={() => void save()}>
          {t("contract_templates.save")}
        </Button>
      </Flex>
    </Flex>
  );
};
