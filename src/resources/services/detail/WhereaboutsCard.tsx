import { Alert, Card, Skeleton, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDay, useWhereabouts, type Whereabouts } from "./use-whereabouts";

/** The state in words: 'Mağazada', 'Kirada: Ayşe, … tarihine kadar', 'Terzide: Hasan, … tarihinden beri', … */
export const whereText = (t: (key: string, options?: Record<string, unknown>) => string, where: Whereabouts): string => {
  const date = formatDay(where.state === "leased" ? where.until : where.since);
  const party = where.party?.full_name ?? "";
  switch (where.state) {
    case "in_shop":
      return t("services.whereabouts.inShop");
    case "branch":
      return t("services.whereabouts.branch", { branch: where.branch?.name ?? "", date });
    default:
      return t(`services.whereabouts.${where.state}`, { party, date });
  }
};

/** 'Nerede?': where the gown is now and since when (server/routes/whereabouts), overdue marked, and the open steps. */
export const WhereaboutsCard = ({ productId }: { productId: string }) => {
  const { t } = useTranslation();
  const { where, loading, failed } = useWhereabouts(productId);
  const title = t("services.whereabouts.title");
  if (failed) return <Alert type="error" showIcon message={t("services.whereabouts.failed")} />;
  return (
    <Card size="small" title={title} data-testid="whereabouts" style={{ marginBottom: 24 }}>
      {loading || !where ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} aria-label={title} />
      ) : (
        <Space direction="vertical" size={4} style={{ width: "100%", minWidth: 0 }}>
          <Space wrap size={8}>
            <Typography.Text strong data-testid="where-now" style={{ overflowWrap: "anywhere" }}>
              {whereText(t, where)}
            </Typography.Text>
            {where.overdue ? <Tag color="red">{t("services.whereabouts.overdue")}</Tag> : null}
          </Space>
          {where.state === "in_shop" && where.since ? <Typography.Text type="secondary">{t("services.whereabouts.since", { date: formatDay(where.since) })}</Typography.Text> : null}
          {(where.state === "tailor" || where.state === "dry") && where.until ? (
            <Typography.Text type={where.overdue ? "danger" : "secondary"}>{t("services.whereabouts.due", { date: formatDay(where.until) })}</Typography.Text>
          ) : null}
          {where.steps.length > 1 ? (
            <div>
              <Typography.Text type="secondary">{t("services.whereabouts.steps")}</Typography.Text>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {where.steps.map((step) => (
                  <li key={`${step.kind}-${step.id}`}>
                    {t(`services.whereabouts.kinds.${step.kind}`)}: {step.party?.full_name ?? ""}, {formatDay(step.issue_date)} – {formatDay(step.delivery_date)}
                    {step.overdue ? (
                      <Tag color="red" style={{ marginInlineStart: 8 }}>
                        {t("services.whereabouts.overdue")}
                      </Tag>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </Space>
      )}
    </Card>
  );
};
