import { Alert, Button, Flex, Form, Input, Radio, Result, Select, Spin, theme } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PHONE_MASK, PHONE_MASK_OPTIONS } from "../../engine/mask";
import { LanguageFlags } from "../../layout/LanguageFlags";
import { MaskedInput } from "../../widgets/masked-input/MaskedInput";
import { bookingApi, type BookingApi, type BookingPageData, type BookingSlot } from "./api";

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dotted = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

type Load = { status: "loading" } | { status: "found"; data: BookingPageData } | { status: "missing" } | { status: "failed" };
type Step = "pick" | "code" | "done";
interface Failure {
  message?: string;
  statusCode?: number;
  errors?: Record<string, string[] | string>;
}

const fieldErrorOf = (error: Failure | null, field: string): string | undefined => {
  const found = error?.errors?.[field];
  return Array.isArray(found) ? found[0] : found;
};

/**
 * `/randevu-al/:slug`: a bride books a fitting at the shop without signing in — a day, one of its free slots, her name
 * and mobile, 'Kod Gönder', the code the SMS brought, 'Randevuyu Onayla' — and the shop accepts it into its calendar.
 */
export const BookingPage = ({ api = bookingApi }: { api?: BookingApi }) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { slug = "" } = useParams();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [reload, setReload] = useState(0);
  const [day, setDay] = useState<string | undefined>();
  const [slot, setSlot] = useState<BookingSlot | undefined>();
  const [fullName, setFullName] = useState("");
  const [gsm, setGsm] = useState<string | undefined>();
  const [code, setCode] = useState("");
  const [step, setStep] = useState<Step>("pick");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);

  useEffect(() => {
    let current = true;
    api.page(slug).then(
      (data) => {
        if (!current) return;
        setLoad({ status: "found", data });
        setDay((chosen) => chosen ?? data.slots[0]?.start_date ?? data.from);
      },
      (failure: Failure) => current && setLoad({ status: failure?.statusCode === 404 ? "missing" : "failed" }),
    );
    return () => {
      current = false;
    };
  }, [api, slug, reload]);

  const title = load.status === "found" ? load.data.shop.title : t("booking.title");
  useEffect(() => {
    document.title = `${t("booking.title")} | ${title}`;
  }, [t, title]);

  const days = useMemo(() => {
    if (load.status !== "found") return [];
    const list: string[] = [];
    for (let date = load.data.from; date <= load.data.to; date = addDays(date, 1)) list.push(date);
    return list;
  }, [load]);
  const slotsOfDay = load.status === "found" ? load.data.slots.filter((candidate) => candidate.start_date === day) : [];

  const frame = (children: React.ReactNode) => (
    <Flex justify="center" style={{ minHeight: "100vh", padding: 16, background: "#f5f5f5", color: token.colorText, fontSize: token.fontSize, fontFamily: token.fontFamily }}>
      <main style={{ width: "100%", maxWidth: 480, padding: 20, background: token.colorBgContainer, borderRadius: token.borderRadiusLG, boxShadow: token.boxShadowTertiary, alignSelf: "flex-start" }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 16 }}>
          {load.status === "found" && load.data.shop.logo_url && <img src={load.data.shop.logo_url} alt="" style={{ maxHeight: 64, maxWidth: "100%" }} />}
          <h1 style={{ fontSize: 22, margin: 0, textAlign: "center" }}>{title}</h1>
          <p style={{ margin: 0, color: token.colorTextDescription }}>{t("booking.title")}</p>
        </Flex>
        {children}
        <Flex justify="center" style={{ marginTop: 16 }}>
          <LanguageFlags idPrefix="booking-language" />
        </Flex>
      </main>
    </Flex>
  );

  if (load.status === "loading") return <Spin fullscreen />;
  if (load.status === "missing") return frame(<Result status="404" title={<h2 style={{ margin: 0, font: "inherit" }}>{t("booking.notFound")}</h2>} />);
  if (load.status === "failed") return frame(<Result status="error" title={<h2 style={{ margin: 0, font: "inherit" }}>{t("booking.failed")}</h2>} />);

  const dayLabel = (date: string) => `${dotted(date)} ${t(`booking.weekdays.${weekdayOf(date)}`)}`;

  const sendCode = async () => {
    if (!slot) return;
    setBusy(true);
    setError(null);
    try {
      await api.requestCode(slug, { start_date: slot.start_date, start_time: slot.start_time, full_name: fullName.trim(), gsm: gsm ?? "" });
      setCode("");
      setStep("code");
    } catch (failure) {
      setError(failure as Failure);
      if ((failure as Failure).statusCode === 409) setReload((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!slot) return;
    setBusy(true);
    setError(null);
    try {
      await api.confirm(slug, { start_date: slot.start_date, start_time: slot.start_time, gsm: gsm ?? "", code });
      setStep("done");
    } catch (failure) {
      setError(failure as Failure);
      if ((failure as Failure).statusCode === 409) {
        // Taken meanwhile: back to the slots, read again; the code stays valid for another slot.
        setSlot(undefined);
        setStep("pick");
        setReload((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  if (step === "done" && slot) {
    return frame(
      <Result
        status="success"
        title={<h2 style={{ margin: 0, font: "inherit" }}>{t("booking.doneTitle")}</h2>}
        subTitle={t("booking.doneText", { date: dayLabel(slot.start_date), time: `${slot.start_time}–${slot.end_time}` })}
      />,
    );
  }

  const generalError = error && !error.errors ? error.message : error && Object.keys(error.errors ?? {}).some((field) => !["full_name", "gsm", "code"].includes(field)) ? error.message : undefined;

  return frame(
    <Form layout="vertical" requiredMark={false} onFinish={() => (step === "pick" ? sendCode() : confirm())}>
      {generalError && <Alert type="error" showIcon message={generalError} style={{ marginBottom: 16 }} role="alert" />}
      {step === "pick" ? (
        <>
          <Form.Item label={t("booking.day")} htmlFor="booking-day">
            <Select
              id="booking-day"
              value={day}
              onChange={(value) => {
                setDay(value);
                setSlot(undefined);
              }}
              options={days.map((date) => ({ value: date, label: dayLabel(date) }))}
            />
          </Form.Item>
          <Form.Item label={<span id="booking-slot-label">{t("booking.slot")}</span>}>
            {slotsOfDay.length === 0 ? (
              <p style={{ margin: 0, color: token.colorTextDescription }}>{t("booking.noSlots")}</p>
            ) : (
              <Radio.Group
                aria-labelledby="booking-slot-label"
                optionType="button"
                value={slot ? slot.start_time : undefined}
                onChange={(event) => setSlot(slotsOfDay.find((candidate) => candidate.start_time === event.target.value))}
                options={slotsOfDay.map((candidate) => ({ value: candidate.start_time, label: `${candidate.start_time}–${candidate.end_time}` }))}
                style={{ display: "flex", flexWrap: "wrap", gap: 8 }}
              />
            )}
          </Form.Item>
          <Form.Item label={t("booking.fullName")} htmlFor="booking-full-name" validateStatus={fieldErrorOf(error, "full_name") ? "error" : undefined} help={fieldErrorOf(error, "full_name")}>
            <Input id="booking-full-name" autoComplete="name" value={fullName} onChange={(event) => setFullName(event.target.value)} maxLength={120} />
          </Form.Item>
          <Form.Item label={t("booking.gsm")} htmlFor="booking-gsm" validateStatus={fieldErrorOf(error, "gsm") ? "error" : undefined} help={fieldErrorOf(error, "gsm")}>
            <MaskedInput id="booking-gsm" mask={PHONE_MASK} maskOptions={PHONE_MASK_OPTIONS} value={gsm} onChange={setGsm} inputMode="tel" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} disabled={!slot || fullName.trim().length < 2 || !gsm}>
            {t("booking.sendCode")}
          </Button>
        </>
      ) : (
        <>
          {slot && <p style={{ marginTop: 0 }}>{t("booking.chosen", { date: dayLabel(slot.start_date), time: `${slot.start_time}–${slot.end_time}` })}</p>}
          <p style={{ marginTop: 0, color: token.colorTextDescription }}>{t("booking.codeHint")}</p>
          <Form.Item label={t("booking.code")} htmlFor="booking-code" validateStatus={fieldErrorOf(error, "code") ? "error" : undefined} help={fieldErrorOf(error, "code")}>
            <Input id="booking-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))} />
          </Form.Item>
          <Flex vertical gap={8}>
            <Button type="primary" htmlType="submit" block loading={busy} disabled={code.length !== 6}>
              {t("booking.confirm")}
            </Button>
            <Button
              block
              onClick={() => {
                setError(null);
                setStep("pick");
              }}
            >
              {t("booking.back")}
            </Button>
          </Flex>
        </>
      )}
    </Form>,
  );
};

export default BookingPage;
