import { createBrowserRouter } from "react-router";
import { NotFoundPage } from "./not-found-page";
import { PublicLayout } from "./public-layout";
import { RouteErrorPage } from "./route-error-page";

/** Each page is its own chunk, loaded on first visit and precached by the service worker. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import("../features/home/home-page")).HomePage }),
          },
          {
            path: "jewelry",
            lazy: async () => ({
              Component: (await import("../features/catalogue/jewelry-list-page")).JewelryListPage,
            }),
          },
          {
            path: "jewelry/:id",
            lazy: async () => ({
              Component: (await import("../features/catalogue/jewelry-detail-page")).JewelryDetailPage,
            }),
          },
          {
            path: "gold-calculator",
            lazy: async () => ({
              Component: (await import("../features/calculators/gold-calculator-page")).GoldCalculatorPage,
            }),
          },
          {
            path: "gold-calculator-enhanced",
            lazy: async () => ({
              Component: (await import("../features/calculators/enhanced-calculator-page"))
                .EnhancedCalculatorPage,
            }),
          },
          {
            path: "about",
            lazy: async () => ({ Component: (await import("../features/about/about-page")).AboutPage }),
          },
          {
            path: "contact",
            lazy: async () => ({ Component: (await import("../features/contact/contact-page")).ContactPage }),
          },
          {
            path: "gold-rates",
            lazy: async () => ({
              Component: (await import("../features/rates/gold-rates-page")).GoldRatesPage,
            }),
          },
          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
  },
]);
