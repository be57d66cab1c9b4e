// @vitest-environment jsdom
import "../tests/setup-dom";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { forgetIntentionalLogout, markIntentionalLogout } from "./providers/logout-intent";
import { LoginRedirect } from "./RefineApp";

const Where = () => {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
};

afterEach(forgetIntentionalLogout);

describe("login redirect after an intentional logout", () => {
  it("goes to the plain login page, without the last page as `to`", async () => {
    markIntentionalLogout();
    render(
      <MemoryRouter initialEntries={["/duyurular?page=2"]}>
        <Routes>
          <Route path="/duyurular" element={<LoginRedirect />} />
          <Route path="/giris-yap" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText("/giris-yap")).toBeTruthy();
  });
});
