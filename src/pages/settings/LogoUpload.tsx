import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { App, Button, Flex, Image, Popconfirm, Typography, Upload } from "antd";
import { useTranslation } from "react-i18next";
import { LOGO_ACCEPT, LOGO_MAX_BYTES, logoFileProblem } from "./logo-file";
import { useProfileAction } from "./use-profile-action";

interface LogoUploadProps {
  logoUrl: string | null;
}

const MEGABYTES = LOGO_MAX_BYTES / (1024 * 1024);

/**
 * The company logo: checked here for type and size, then uploaded (the server checks the content too),
 * and saved on the company at once. A replaced or removed logo's file is deleted afterwards.
 */
export const LogoUpload = ({ logoUrl }: LogoUploadProps) => {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const upload = useProfileAction<FormData>("image-upload", { silentSuccess: true });
  const save = useProfileAction<{ logo_url: string | null }>("profile/update-company", { refreshIdentity: true });
  const deleteFile = useProfileAction<{ url: string }>("delete-image-by-url", { silentSuccess: true });
  const busy = upload.pending || save.pending;

  const refuse = (description: string) => notification.error({ message: t("notifications.titles.error"), description });

  const store = async (file: File) => {
    const body = new FormData();
    // The name goes along explicitly: the server checks its extension as well as the content.
    body.append("file", file, file.name);
    const uploaded = await upload.run(body);
    const fileUrl = typeof uploaded?.file_url === "string" ? uploaded.file_url : null;
    if (!fileUrl) return;
    if ((await save.run({ logo_url: fileUrl })) && logoUrl) await deleteFile.run({ url: logoUrl });
  };

  const remove = async () => {
    if (logoUrl && (await save.run({ logo_url: null }))) await deleteFile.run({ url: logoUrl });
  };

  return (
    <Flex gap={16} align="center" wrap>
      {logoUrl ? (
        <Image id="company-logo" src={logoUrl} alt={t("settings.logo.alt")} width={120} height={120} style={{ objectFit: "contain" }} />
      ) : (
        <Typography.Text type="secondary">{t("settings.logo.none")}</Typography.Text>
      )}
      <Flex vertical gap={8}>
        <Upload
          accept={LOGO_ACCEPT}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            const problem = logoFileProblem(file);
            if (problem) {
              refuse(t(`settings.logo.errors.${problem}`, { megabytes: MEGABYTES }));
              return Upload.LIST_IGNORE;
            }
            void store(file);
            // Sent by `store`, through the API client; antd's own request is not used.
            return false;
          }}
        >
          <Button id="logo-upload" icon={<UploadOutlined />} loading={busy}>
            {logoUrl ? t("settings.logo.replace") : t("settings.logo.upload")}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t("settings.logo.hint", { megabytes: MEGABYTES })}</Typography.Text>
        {logoUrl && (
          <Popconfirm title={t("settings.logo.removeConfirm")} okText={t("settings.confirm.ok")} cancelText={t("settings.confirm.cancel")} onConfirm={remove}>
            <Button id="logo-remove" danger icon={<DeleteOutlined />} disabled={busy}>
              {t("settings.logo.remove")}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Flex>
  );
};
