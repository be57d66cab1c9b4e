import { Refine, type DataProvider, type HttpError } from "@refinedev/core";
import { Alert, Button, Result } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { titleOf } from "../../engine";
import { i18nProvider } from "../../providers/i18n";
import { ResourceForm } from "../../resources/generic/form/ResourceForm";
import { AuthFrame } from "../AuthFrame";
import { createPublicDataProvider, reportingRefusals } from "./public-data-provider";

const anonymousApi = createPublicDataProvider();

interface PublicCreatePageProps {
  resource: string;
  /** Tests point it at another server. */
  dataProvider?: DataProvider;
}

/**
 * `x-resource.routes.publicCreate`: a `publicCreate` resource's generated form for anyone, in the frame of the
 * login page, sent without a token. Its own small refine (no session, no access control, no toasts): the page
 * says itself what happened, a thank-you after sending, the server's message when it refused.
 */
export const PublicCreatePage = ({ resource, dataProvider = anonymousApi }: PublicCreatePageProps) => {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<HttpError | null>(null);
  const [sent, setSent] = useState(0);
  const [thanked, setThanked] = useState(false);
  const api = useMemo(() => reportingRefusals(dataProvider, setRefusal), [dataProvider]);

  return (
    <Refine
      dataProvider={api}
      i18nProvider={i18nProvider}
      resources={[{ name: resource }]}
      options={{ disableTelemetry: true }}
    >
      <AuthFrame title={titleOf(t, resource, "create")}>
        {thanked ? (
          <Result
            status="success"
            title={t("pages.publicCreate.thanks.title")}
            subTitle={t("pages.publicCreate.thanks.subtitle")}
            extra={
              <Button
                onClick={() => {
                  setThanked(false);
                  setSent((count) => count + 1);
                }}
              >
                {t("pages.publicCreate.again")}
              </Button>
            }
          />
        ) : (
          <>
            {refusal && (
              // The hourly limit is a wait, not a mistake.
              <Alert type={refusal.statusCode === 429 ? "warning" : "error"} showIcon message={refusal.message} style={{ marginBottom: 16 }} />
            )}
            {/* A new key after each thank-you: the next form starts empty. */}
            <ResourceForm key={sent} resource={resource} action="create" bare onSaved={() => setThanked(true)} />
          </>
        )}
      </AuthFrame>
    </Refine>
  );
};

export default PublicCreatePage;
