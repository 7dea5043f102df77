import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { useCatalogueFilters } from "./use-catalogue-filters";

const inRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={["/jewelry"]}>{children}</MemoryRouter>
);

describe("useCatalogueFilters", () => {
  it("hands out the same setters while the visitor types, each keeping the other filters", () => {
    const { result } = renderHook(useCatalogueFilters, { wrapper: inRouter });
    act(() => result.current.setFilter("metal", "Gold"));
    const { setFilter, clear } = result.current;

    for (const typed of ["b", "ba", "ban"]) act(() => result.current.setFilter("q", typed));

    expect(result.current.filters).toEqual({ q: "ban", category: "All", metal: "Gold" });
    expect(result.current.setFilter).toBe(setFilter);
    expect(result.current.clear).toBe(clear);
  });
});
