// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen } from "@testing-library/react";
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
    fireEvent.click(screen.getByRole("button", { name: "back" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    rerender(<PageHeader title="Müşteriler" />);
    expect(screen.queryByRole("button", { name: "back" })).toBeNull();
  });
});
