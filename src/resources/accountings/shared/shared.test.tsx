// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { isOpen, partyQuery } from "./api";
import { MoneyText } from "./MoneyText";
import { PaymentTypeTag } from "./PaymentTypeTag";
import { PeriodSelect, periodQuery, type PeriodValue } from "./PeriodSelect";

const inHarness = (node: React.ReactNode) =>
  render(
    <EngineHarness routerBindings={false} path="/" schemas={[]}>
      {node}
    </EngineHarness>,
  );

const Periods = ({ onChange }: { onChange: (value: PeriodValue) => void }) => {
  const [value, setValue] = useState<PeriodValue>({ period: "daily" });
  return (
    <PeriodSelect
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

describe("accounting shared parts", () => {
  it("shows money in Turkish format with the lira sign, exact from decimal text", async () => {
    inHarness(<MoneyText value="1234567.05" />);
    expect(await screen.findByText("₺1.234.567,05")).toBeTruthy();
  });

  it("shows nothing for a missing amount", async () => {
    inHarness(
      <div data-testid="box">
        <MoneyText value={null} />
      </div>,
    );
    expect((await screen.findByTestId("box")).textContent).toBe("");
  });

  it("labels payment types with the spec's words", async () => {
    inHarness(
      <>
        <PaymentTypeTag type="credit_cart" />
        <PaymentTypeTag type="eft" />
        <PaymentTypeTag type="bill" />
        <PaymentTypeTag type="unknown" />
      </>,
    );
    expect(await screen.findByText("Kredi Kartı")).toBeTruthy();
    expect(screen.getByText("Havale / EFT")).toBeTruthy();
    expect(screen.getByText("Senet")).toBeTruthy();
    expect(screen.queryByText("unknown")).toBeNull();
  });

  it("offers the four accounting periods and a range picker for 'Diğer'", async () => {
    const seen: PeriodValue[] = [];
    inHarness(<Periods onChange={(value) => seen.push(value)} />);
    fireEvent.click(await screen.findByText("Haftalık"));
    expect(seen.at(-1)).toEqual({ period: "weekly" });
    expect(screen.queryByLabelText("Tarih Aralığı")).toBeNull();
    fireEvent.click(screen.getByText("Diğer"));
    expect(seen.at(-1)).toEqual({ period: "other", start_date: undefined, end_date: undefined });
    expect(await screen.findByLabelText("Tarih Aralığı")).toBeTruthy();
    fireEvent.click(screen.getByText("Aylık"));
    expect(seen.at(-1)).toEqual({ period: "monthly" });
  });

  it("asks for 'other' only with both dates", () => {
    expect(periodQuery({ period: "daily" })).toEqual({ period: "daily" });
    expect(periodQuery({ period: "other", start_date: "2026-11-01" })).toBeNull();
    expect(periodQuery({ period: "other", start_date: "2026-11-01", end_date: "2026-11-09" })).toEqual({
      period: "other",
      start_date: "2026-11-01",
      end_date: "2026-11-09",
    });
  });

  it("filters records by party and tells open credits by their remaining", () => {
    expect(partyQuery({ client_id: 4 })).toEqual({ client_id: 4 });
    expect(partyQuery(undefined)).toEqual({});
    expect(isOpen({ remaining: "0.00" })).toBe(false);
    expect(isOpen({ remaining: "0.50" })).toBe(true);
    expect(isOpen({ remaining: undefined })).toBe(false);
  });
});
