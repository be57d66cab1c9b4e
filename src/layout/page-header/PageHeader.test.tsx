// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen } from "@testing-library/react";
import { Button, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { describe, expect, it, vi } from "vitest";
import { PageHeader } from "./PageHeader";

describe("page header (in place of pro-layout's under refine's page frames)", () => {
  it("shows the title, the buttons beside it and the page's content in pro-layout's markup", () => {
    const { container } = render(
      <PageHeader title={<h4>Müşteri Ekle</h4>} extra={<button type="button">Yenile</button>} breadcrumb={<></>}>
        <p>form</p>
      </PageHeader>,
    );
    expect(container.querySelector(".ant-page-header-heading-title")?.textContent).toBe("Müşteri Ekle");
    expect(container.querySelector(".ant-page-header-heading-extra")?.textContent).toBe("Yenile");
    expect(container.querySelector(".ant-page-header-content")?.textContent).toBe("form");
    expect(container.firstElementChild?.className).toContain("ant-page-header-has-breadcrumb");
  });

  it("goes back through its back button, and has none without onBack", () => {
    const onBack = vi.fn();
    const { rerender } = render(<PageHeader title="Müşteriler" onBack={onBack} />);
    fireEvent.click(screen.getByRole("button", { name: "layout.back" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    rerender(<PageHeader title="Müşteriler" />);
    expect(screen.queryByRole("button", { name: "layout.back" })).toBeNull();
  });

  // What refine's page frames hand over: the title as an h4, an h5 subtitle without text, the back icon in a Button.
  const refineProps = {
    title: (
      <Typography.Title className="refine-pageHeader-title" level={4}>
        Müşteri Ekle
      </Typography.Title>
    ),
    subTitle: <Typography.Title className="refine-pageHeader-subTitle" level={5} type="secondary" />,
    backIcon: <Button type="text" icon={<ArrowLeftOutlined />} />,
  };

  it("makes refine's title the page's one h1 and leaves out its empty subtitle", () => {
    const { container } = render(<PageHeader {...refineProps} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Müşteri Ekle");
    expect(container.querySelectorAll("h1, h2, h3, h4, h5, h6")).toHaveLength(1);
  });

  it("has one labelled back button, not a button inside a button (axe: nested-interactive)", () => {
    const onBack = vi.fn();
    const { container } = render(<PageHeader {...refineProps} onBack={onBack} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(1);
    expect(buttons[0].querySelector("button, [role=button]")).toBeNull();
    expect(container.querySelector("[role=button] button, button [role=button]")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "layout.back" }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
