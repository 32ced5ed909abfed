// Generated from specs/openapi.yaml by packages/types/scripts/generate-rest-types.ts. Do not edit; run npm run generate.

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the collections of the API
         * @description The base URL itself answers with the absolute URL of each collection that can be listed
         *     without an identifier (products, grid supply points), as Django REST framework's API root
         *     does, so a person or a crawler that opens the base URL finds its way in. No credentials
         *     needed.
         */
        get: operations["getApiRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description Products currently available (or available at `available_at`), one page at a time, in the list
         *     envelope. Filters combine (logical AND). The platform's documentation names `brand`, `is_green`, `is_prepay` and
         *     `page_size`; `is_business`, `is_tracker`, `is_variable`, `available_at` and `page` are the
         *     platform's. No credentials needed.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products (path without the trailing slash)
         * @description Products currently available (or available at `available_at`), one page at a time, in the list
         *     envelope. Filters combine (logical AND). The platform's documentation names `brand`, `is_green`, `is_prepay` and
         *     `page_size`; `is_business`, `is_tracker`, `is_variable`, `available_at` and `page` are the
         *     platform's. No credentials needed.
         *
         *     The platform's documentation says the path without the trailing slash is also used: this operation answers exactly as `GET /products/`
         *     (same parameters and body; this contract serves it directly rather than redirecting).
         */
        get: operations["listProductsWithoutTrailingSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product with its tariffs
         * @description One product with its tariffs by region and payment method, sample quotes and sample consumption,
         *     as at `tariffs_active_at`. The address is the product's `self` link. The platform's documentation does not show this
         *     body; the shape is the platform's (observed). No credentials needed.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product with its tariffs (redirect from the path without the trailing slash)
         * @description `/products/{product_code}` without its trailing slash: a GET or HEAD is answered `301` with `Location` = `/products/{product_code}/`, query kept (Django's APPEND_SLASH, observed). Generated from `x-trailing-slash-redirects`.
         */
        get: operations["getProductWithoutTrailingSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}/electricity-tariffs/{tariff_code}/standard-unit-rates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the standard unit rates of an electricity tariff
         * @description Charges of one tariff, newest `valid_from` first, in the list envelope. With `period_from`
         *     (inclusive) and optionally `period_to` (exclusive), only charges whose validity overlaps that
         *     period (`valid_from` < `period_to` and `valid_to` null or > `period_from`), as observed on the
         *     platform: `[t, t+1s)` gives the charge(s) in force at `t`, a day's window every charge in force
         *     that day; without a period, the tariff's whole history. No credentials needed.
         *     Values are standard unit rates in pence per kWh. On Agile (dynamic) tariffs unit rates are half-hour intervals and may be negative.
         *     Listed in the platform's published documentation.
         */
        get: operations["listElectricityStandardUnitRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}/electricity-tariffs/{tariff_code}/standard-unit-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the standard unit rates of an electricity tariff (redirect from the path without the trailing slash)
         * @description `/products/{product_code}/electricity-tariffs/{tariff_code}/standard-unit-rates` without its trailing slash: a GET or HEAD is answered `301` with `Location` = `/products/{product_code}/electricity-tariffs/{tariff_code}/standard-unit-rates/`, query kept (Django's APPEND_SLASH, observed). Generated from `x-trailing-slash-redirects`.
         */
        get: operations["listElectricityStandardUnitRatesWithoutTrailingSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}/electricity-tariffs/{tariff_code}/standing-charges/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the standing charges of an electricity tariff
         * @description Charges of one tariff, newest `valid_from` first, in the list envelope. With `period_from`
         *     (inclusive) and optionally `period_to` (exclusive), only charges whose validity overlaps that
         *     period (`valid_from` < `period_to` and `valid_to` null or > `period_from`), as observed on the
         *     platform: `[t, t+1s)` gives the charge(s) in force at `t`, a day's window every charge in force
         *     that day; without a period, the tariff's whole history. No credentials needed.
         *     Values are standing charges in pence per day.
         *     A sibling of the platform documentation's standard-unit-rates end-point on the platform (observed), with the same parameters and item shape.
         */
        get: operations["listElectricityStandingCharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}/electricity-tariffs/{tariff_code}/standing-charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the standing charges of an electricity tariff (redirect from the path without the trailing slash)
         * @description `/products/{product_code}/electricity-tariffs/{tariff_code}/standing-charges` without its trailing slash: a GET or HEAD is answered `301` with `Location` = `/products/{product_code}/electricity-tariffs/{tariff_code}/standing-charges/`, query kept (Django's APPEND_SLASH, observed). Generated from `x-trailing-slash-redirects`.
         */
        get: operations["listElectricityStandingChargesWithoutTrailingSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}/electricity-tariffs/{tariff_code}/day-unit-rates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the day unit rates of a dual-register electricity tariff
         * @description Charges of one tariff, newest `valid_from` first, in the list envelope. With `period_from`
         *     (inclusive) and optionally `period_to` (exclusive), only charges whose validity overlaps that
         *     period (`valid_from` < `period_to` and `valid_to` null or > `period_from`), as observed on the
         *     platform: `[t, t+1s)` gives the charge(s) in force at `t`, a day's window every charge in force
         *     that day; without a period, the tariff's whole history. No credentials needed.
         *     Values are day unit rates in pence per kWh, for dual-register (day/night) tariffs (`E-2R-...`).
         *     A sibling of the platform documentation's standard-unit-rates end-point on the platform (observed), with the same parameters and item shape.
         */
        get: operations["listElectricityDayUnitRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}/electricity-tariffs/{tariff_code}/day-unit-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the day unit rates of a dual-register electricity tariff (redirect from the path without the trailing slash)
         * @description `/products/{product_code}/electricity-tariffs/{tariff_code}/day-unit-rates` without its trailing slash: a GET or HEAD is answered `301` with `Location` = `/products/{product_code}/electricity-tariffs/{tariff_code}/day-unit-rates/`, query kept (Django's APPEND_SLASH, observed). Generated from `x-trailing-slash-redirects`.
         */
        get: operations["listElectricityDayUnitRatesWithoutTrailingSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}/electricity-tariffs/{tariff_code}/night-unit-rates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the night unit rates of a dual-register electricity tariff
         * @description Charges of one tariff, newest `valid_from` first, in the list envelope. With `period_from`
         *     (inclusive) and optionally `period_to` (exclusive), only charges whose validity overlaps that
         *     period (`valid_from` < `period_to` and `valid_to` null or > `period_from`), as observed on the
         *     platform: `[t, t+1s)` gives the charge(s) in force at `t`, a day's window every charge in force
         *     that day; without a period, the tariff's whole history. No credentials needed.
         *     Values are night unit rates in pence per kWh, for dual-register (day/night) tariffs (`E-2R-...`).
         *     A sibling of the platform documentation's standard-unit-rates end-point on the platform (observed), with the same parameters and item shape.
         */
        get: operations["listElectricityNightUnitRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}/electricity-tariffs/{tariff_code}/night-unit-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the night unit rates of a dual-register electricity tariff (redirect from the path without the trailing slash)
         * @description `/products/{product_code}/electricity-tariffs/{tariff_code}/night-unit-rates` without its trailing slash: a GET or HEAD is answered `301` with `Location` = `/products/{product_code}/electricity-tariffs/{tariff_code}/night-unit-rates/`, query kept (Django's APPEND_SLASH, observed). Generated from `x-trailing-slash-redirects`.
         */
        get: operations["listElectricityNightUnitRatesWithoutTrailingSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}/gas-tariffs/{tariff_code}/standard-unit-rates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the standard unit rates of a gas tariff
         * @description Charges of one tariff, newest `valid_from` first, in the list envelope. With `period_from`
         *     (inclusive) and optionally `period_to` (exclusive), only charges whose validity overlaps that
         *     period (`valid_from` < `period_to` and `valid_to` null or > `period_from`), as observed on the
         *     platform: `[t, t+1s)` gives the charge(s) in force at `t`, a day's window every charge in force
         *     that day; without a period, the tariff's whole history. No credentials needed.
         *     Values are gas unit rates in pence per kWh.
         *     A sibling of the platform documentation's standard-unit-rates end-point on the platform (observed), with the same parameters and item shape.
         */
        get: operations["listGasStandardUnitRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}/gas-tariffs/{tariff_code}/standard-unit-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the standard unit rates of a gas tariff (redirect from the path without the trailing slash)
         * @description `/products/{product_code}/gas-tariffs/{tariff_code}/standard-unit-rates` without its trailing slash: a GET or HEAD is answered `301` with `Location` = `/products/{product_code}/gas-tariffs/{tariff_code}/standard-unit-rates/`, query kept (Django's APPEND_SLASH, observed). Generated from `x-trailing-slash-redirects`.
         */
        get: operations["listGasStandardUnitRatesWithoutTrailingSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}/gas-tariffs/{tariff_code}/standing-charges/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the standing charges of a gas tariff
         * @description Charges of one tariff, newest `valid_from` first, in the list envelope. With `period_from`
         *     (inclusive) and optionally `period_to` (exclusive), only charges whose validity overlaps that
         *     period (`valid_from` < `period_to` and `valid_to` null or > `period_from`), as observed on the
         *     platform: `[t, t+1s)` gives the charge(s) in force at `t`, a day's window every charge in force
         *     that day; without a period, the tariff's whole history. No credentials needed.
         *     Values are standing charges in pence per day.
         *     A sibling of the platform documentation's standard-unit-rates end-point on the platform (observed), with the same parameters and item shape.
         */
        get: operations["listGasStandingCharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product_code}/gas-tariffs/{tariff_code}/standing-charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the standing charges of a gas tariff (redirect from the path without the trailing slash)
         * @description `/products/{product_code}/gas-tariffs/{tariff_code}/standing-charges` without its trailing slash: a GET or HEAD is answered `301` with `Location` = `/products/{product_code}/gas-tariffs/{tariff_code}/standing-charges/`, query kept (Django's APPEND_SLASH, observed). Generated from `x-trailing-slash-redirects`.
         */
        get: operations["listGasStandingChargesWithoutTrailingSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{account_number}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an account
         * @description The account with its properties, meter points and agreements. Needs credentials of this account:
         *     HTTP Basic with the API key as username and an empty password, or an `Authorization` header with
         *     `Token <API key>`, or the JWT issued by the GraphQL interface. The platform's documentation does not show the body;
         *     the shape is the platform's (observed).
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{account_number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an account (redirect from the path without the trailing slash)
         * @description `/accounts/{account_number}` without its trailing slash: a GET or HEAD is answered `301` with `Location` = `/accounts/{account_number}/`, query kept (Django's APPEND_SLASH, observed). Generated from `x-trailing-slash-redirects`.
         */
        get: operations["getAccountWithoutTrailingSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/electricity-meter-points/{mpan}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an electricity meter point's grid supply point
         * @description The grid supply point group, MPAN and profile class of an electricity meter point. No
         *     credentials needed (observed: the platform publishes this for any MPAN it knows). An unknown
         *     MPAN is a 404. Clients use it to find the region of a customer's tariffs.
         */
        get: operations["getElectricityMeterPoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/electricity-meter-points/{mpan}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an electricity meter point's grid supply point (redirect from the path without the trailing slash)
         * @description `/electricity-meter-points/{mpan}` without its trailing slash: a GET or HEAD is answered `301` with `Location` = `/electricity-meter-points/{mpan}/`, query kept (Django's APPEND_SLASH, observed). Generated from `x-trailing-slash-redirects`.
         */
        get: operations["getElectricityMeterPointWithoutTrailingSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/electricity-meter-points/{mpan}/meters/{serial_number}/consumption/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the consumption of a electricity meter
         * @description Half-hourly consumption (kWh) measured by one meter of the caller's own electricity meter point,
         *     newest first, or with `group_by` summed per local hour, day, week, month or quarter. With
         *     `period_from` (and optionally `period_to`) only the intervals that overlap
         *     `[period_from, period_to)`. Needs the account's credentials (HTTP Basic with the API key as
         *     username, `Token <API key>`, or the GraphQL JWT); a meter of another account is a 404. The
         *     platform's endpoint (observed); readings cover the meter's agreements and arrive the next day
         *     (the data of a local day is there from the following midnight).
         */
        get: operations["listElectricityMeterConsumption"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/electricity-meter-points/{mpan}/meters/{serial_number}/consumption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the consumption of a electricity meter (redirect from the path without the trailing slash)
         * @description `/electricity-meter-points/{mpan}/meters/{serial_number}/consumption` without its trailing slash: a GET or HEAD is answered `301` with `Location` = `/electricity-meter-points/{mpan}/meters/{serial_number}/consumption/`, query kept (Django's APPEND_SLASH, observed). Generated from `x-trailing-slash-redirects`.
         */
        get: operations["listElectricityMeterConsumptionWithoutTrailingSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gas-meter-points/{mprn}/meters/{serial_number}/consumption/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the consumption of a gas meter
         * @description Half-hourly consumption (kWh (SMETS1) or m³ (SMETS2)) measured by one meter of the caller's own gas meter point,
         *     newest first, or with `group_by` summed per local hour, day, week, month or quarter. With
         *     `period_from` (and optionally `period_to`) only the intervals that overlap
         *     `[period_from, period_to)`. Needs the account's credentials (HTTP Basic with the API key as
         *     username, `Token <API key>`, or the GraphQL JWT); a meter of another account is a 404. The
         *     platform's endpoint (observed); readings cover the meter's agreements and arrive the next day
         *     (the data of a local day is there from the following midnight).
         */
        get: operations["listGasMeterConsumption"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gas-meter-points/{mprn}/meters/{serial_number}/consumption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the consumption of a gas meter (redirect from the path without the trailing slash)
         * @description `/gas-meter-points/{mprn}/meters/{serial_number}/consumption` without its trailing slash: a GET or HEAD is answered `301` with `Location` = `/gas-meter-points/{mprn}/meters/{serial_number}/consumption/`, query kept (Django's APPEND_SLASH, observed). Generated from `x-trailing-slash-redirects`.
         */
        get: operations["listGasMeterConsumptionWithoutTrailingSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/industry/grid-supply-points/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the grid supply point groups of a postcode
         * @description The grid supply point group of a postcode, in the list envelope; without `postcode`, all 14
         *     groups. No credentials needed (observed). Clients use it to pick a product's regional tariff
         *     before they have an account.
         */
        get: operations["listGridSupplyPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/industry/grid-supply-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the grid supply point groups of a postcode (redirect from the path without the trailing slash)
         * @description `/industry/grid-supply-points` without its trailing slash: a GET or HEAD is answered `301` with `Location` = `/industry/grid-supply-points/`, query kept (Django's APPEND_SLASH, observed). Generated from `x-trailing-slash-redirects`.
         */
        get: operations["listGridSupplyPointsWithoutTrailingSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * ApiRoot
         * @description The API root: the absolute URL of each collection that can be listed without an identifier,
         *     keyed by its path below the base URL without slashes at the ends, as Django REST framework's
         *     API root keys each router prefix. Other keys may appear as collections
         *     are added, so clients must skip keys they do not know.
         */
        ApiRoot: {
            /**
             * Format: uri
             * @description The product list (`GET /products/`).
             * @example https://api.energy-platform.example/v1/products/
             */
            products: string;
            /**
             * Format: uri
             * @description The grid supply point list (`GET /industry/grid-supply-points/`).
             * @example https://api.energy-platform.example/v1/industry/grid-supply-points/
             */
            "industry/grid-supply-points": string;
        } & {
            [key: string]: string;
        };
        /**
         * PaginatedList
         * @description The list envelope every list operation returns. Page-number pagination: `page` is 1-based and a
         *     page holds `page_size` records (100 by default). When `count` exceeds the page size the client
         *     must request the next page itself, following `next`. `next` and `previous` are absolute URLs that
         *     keep the request's other query parameters; the link back to page 1 omits `page`. Observed.
         *     Concrete lists (`ProductList`, `ChargeList`) narrow `results` with `allOf`.
         */
        PaginatedList: {
            /** @description Number of records in the whole list (all pages), not in this page. */
            count: number;
            /**
             * Format: uri
             * @description Absolute URL of the next page; null on the last page.
             */
            next: string | null;
            /**
             * Format: uri
             * @description Absolute URL of the previous page; null on the first page. The link to page 1 has no `page` parameter.
             */
            previous: string | null;
            /** @description The records of this page, at most `page_size` of them. */
            results: unknown[];
        };
        /**
         * ProductList
         * @description A page of products (list envelope whose `results` are `Product` records).
         */
        ProductList: components["schemas"]["PaginatedList"] & {
            results: components["schemas"]["Product"][];
        };
        /**
         * Product
         * @description A tariff product, as an element of the products list. Every field of the platform documentation's product table;
         *     all are always present (`term` and `available_to` may be null). Observed.
         */
        Product: {
            /**
             * @description Product code, used in paths (`/products/{product_code}/`).
             * @example AGILE-24-04-03
             * @example OE-FIX-12M-24-05-24
             * @example VAR-22-11-01
             */
            code: string;
            direction: components["schemas"]["Direction"];
            /** @example Agile Octopus April 2024 v1 */
            full_name: string;
            /** @example Agile Octopus */
            display_name: string;
            /** @description Free text; may be the empty string. */
            description: string;
            /** @description The price may change without a new contract (filter `is_variable`). */
            is_variable: boolean;
            /** @description Renewable electricity (filter `is_green`). */
            is_green: boolean;
            /** @description Prices track the wholesale market daily (filter `is_tracker`). */
            is_tracker: boolean;
            /** @description Prepayment product (filter `is_prepay`). */
            is_prepay: boolean;
            /** @description For business customers (filter `is_business`). */
            is_business: boolean;
            /** @description Only available to some customers (e.g. by invitation). */
            is_restricted: boolean;
            /**
             * @description Fixed term in months (12 is the value seen); null when there is no fixed term.
             * @example 12
             * @example null
             */
            term: number | null;
            /**
             * Format: date-time
             * @description When the product became available. ISO 8601; seen both with `Z` and with an offset such as `+01:00`.
             * @example 2024-04-03T00:00:00+01:00
             * @example 2023-03-26T00:00:00Z
             */
            available_from: string;
            /**
             * Format: date-time
             * @description When the product stops being available; null when open-ended.
             */
            available_to: string | null;
            /** @description Links of the product; the `self` link is the address of its detail (`/products/{product_code}/`). */
            links: components["schemas"]["Link"][];
            /**
             * @description Brand code (filter `brand`). Seen: `OCTOPUS_ENERGY`, `BULB`, `COOP_ENERGY`, `LONDON_POWER`,
             *     `AFFECT_ENERGY`. An open string as defined by this contract (the platform's documentation does not show the full
             *     list), so a new brand does not break clients.
             * @example OCTOPUS_ENERGY
             * @example BULB
             * @example COOP_ENERGY
             * @example LONDON_POWER
             * @example AFFECT_ENERGY
             */
            brand: string;
        };
        /**
         * ProductDetail
         * @description One product with its tariffs (`GET /products/{product_code}/`): the list fields except
         *     `direction`, plus `tariffs_active_at`, the tariff groups (by region, then payment method),
         *     `sample_quotes` and `sample_consumption`. Observed on the platform (the platform's documentation does not show this body).
         */
        ProductDetail: {
            /** @description Product code. */
            code: string;
            full_name: string;
            display_name: string;
            /** @description Free text; may be the empty string. */
            description: string;
            is_variable: boolean;
            is_green: boolean;
            is_tracker: boolean;
            is_prepay: boolean;
            is_business: boolean;
            is_restricted: boolean;
            /** @description Fixed term in months; null when there is no fixed term. */
            term: number | null;
            /** Format: date-time */
            available_from: string;
            /** Format: date-time */
            available_to: string | null;
            /**
             * Format: date-time
             * @description The instant the tariffs are shown for; the server's current time unless the `tariffs_active_at` query parameter picks another.
             */
            tariffs_active_at: string;
            single_register_electricity_tariffs: components["schemas"]["SingleRegisterElectricityTariffGroup"];
            dual_register_electricity_tariffs: components["schemas"]["DualRegisterElectricityTariffGroup"];
            single_register_gas_tariffs: components["schemas"]["SingleRegisterGasTariffGroup"];
            /** @description Present only on newer products (observed); absent on older ones, hence optional. */
            four_rate_ev_electricity_tariffs?: components["schemas"]["FourRateEvElectricityTariffGroup"];
            sample_quotes: components["schemas"]["SampleQuotes"];
            sample_consumption: components["schemas"]["SampleConsumption"];
            links: components["schemas"]["Link"][];
            /** @description Brand code; see `Product.brand`. */
            brand: string;
        };
        /**
         * Link
         * @description A hypermedia link. Known `rel` values: `self` (on products, shown in the platform's documentation),
         *     `standing_charges`, `standard_unit_rates`, `day_unit_rates`, `night_unit_rates` (on tariffs,
         *     observed on the platform). Other values may appear: `rel` is an open string as defined by this contract (the platform's documentation does not show the full list), so clients must skip links they do not know.
         */
        Link: {
            /**
             * Format: uri
             * @description Absolute URL of the linked resource.
             * @example https://api.energy-platform.example/v1/products/AGILE-24-04-03/
             */
            href: string;
            /**
             * @description HTTP method to use on `href`; `GET` is the only one seen.
             * @example GET
             */
            method: string;
            /**
             * @description Relation of the linked resource to this record (`self`, `standing_charges`, `standard_unit_rates`, `day_unit_rates`, `night_unit_rates`, ...).
             * @example self
             * @example standing_charges
             * @example standard_unit_rates
             */
            rel: string;
        };
        /**
         * Direction
         * @description Whether the product buys energy for the customer (`IMPORT`) or pays for energy the customer
         *     exports to the grid (`EXPORT`, e.g. `AGILE-OUTGOING-19-05-13`). The platform's documentation names `IMPORT`; `EXPORT`
         *     was observed on the platform. A closed enum as defined by this contract.
         * @enum {string}
         */
        Direction: "IMPORT" | "EXPORT";
        /**
         * Region
         * @description A GSP group (the 14 electricity distribution regions of Great Britain), as the key of tariff
         *     groups and sample quotes: `_A` Eastern England, `_B` East Midlands, `_C` London, `_D` Merseyside
         *     and Northern Wales, `_E` West Midlands, `_F` North Eastern England, `_G` North Western England,
         *     `_H` Southern England, `_J` South Eastern England, `_K` Southern Wales, `_L` South Western
         *     England, `_M` Yorkshire, `_N` Southern Scotland, `_P` Northern Scotland. There is no `_I` or `_O`. Observed.
         * @enum {string}
         */
        Region: "_A" | "_B" | "_C" | "_D" | "_E" | "_F" | "_G" | "_H" | "_J" | "_K" | "_L" | "_M" | "_N" | "_P";
        /**
         * PaymentMethodKey
         * @description Payment-method key of tariff groups and sample quotes (lower case): `direct_debit_monthly`,
         *     `direct_debit_quarterly`, `porob` (pay on receipt of bill), `prepayment`, `varying`. Observed.
         * @enum {string}
         */
        PaymentMethodKey: "direct_debit_monthly" | "direct_debit_quarterly" | "porob" | "prepayment" | "varying";
        /**
         * TariffBase
         * @description Fields every tariff object has (prices in pence, `_exc_vat` without and `_inc_vat` with VAT).
         *     Tariff codes follow `E-1R-<PRODUCT>-<REGION>` (single register), `E-2R-...` (day/night) and
         *     `G-1R-...` (gas), but irregular real codes exist (`E-FLAT2R-...`), so `code` is not constrained
         *     by a pattern. Observed.
         */
        TariffBase: {
            /**
             * @description Tariff code, used in the charge paths.
             * @example E-1R-AGILE-24-04-03-C
             * @example E-2R-VAR-22-11-01-C
             * @example G-1R-VAR-22-11-01-C
             */
            code: string;
            /** @description Standing charge, pence per day, without VAT. */
            standing_charge_exc_vat: number;
            /** @description Standing charge, pence per day, with VAT. */
            standing_charge_inc_vat: number;
            online_discount_exc_vat: number;
            online_discount_inc_vat: number;
            dual_fuel_discount_exc_vat: number;
            dual_fuel_discount_inc_vat: number;
            exit_fees_exc_vat: number;
            exit_fees_inc_vat: number;
            /**
             * @description How exit fees apply; `NONE` is the value seen. Open string.
             * @example NONE
             */
            exit_fees_type: string;
            /** @description Links to the tariff's charge lists (`rel` is `standing_charges`, `standard_unit_rates`, `day_unit_rates` or `night_unit_rates`). */
            links: components["schemas"]["Link"][];
        };
        /**
         * SingleRegisterElectricityTariff
         * @description A single-register electricity tariff (one unit rate). Observed.
         */
        SingleRegisterElectricityTariff: components["schemas"]["TariffBase"] & {
            /** @description Unit rate, pence per kWh, without VAT (on dynamic tariffs, the rate at `tariffs_active_at`). */
            standard_unit_rate_exc_vat: number;
            /** @description Unit rate, pence per kWh, with VAT. */
            standard_unit_rate_inc_vat: number;
        };
        /**
         * DualRegisterElectricityTariff
         * @description A dual-register (day/night, e.g. Economy 7) electricity tariff. Observed.
         */
        DualRegisterElectricityTariff: components["schemas"]["TariffBase"] & {
            /** @description Day unit rate, pence per kWh, without VAT. */
            day_unit_rate_exc_vat: number;
            /** @description Day unit rate, pence per kWh, with VAT. */
            day_unit_rate_inc_vat: number;
            /** @description Night unit rate, pence per kWh, without VAT. */
            night_unit_rate_exc_vat: number;
            /** @description Night unit rate, pence per kWh, with VAT. */
            night_unit_rate_inc_vat: number;
        };
        /**
         * FourRateEvElectricityTariff
         * @description A four-rate electricity tariff for electric vehicles, found on newer products. The platform's
         *     rate fields for this kind are not recorded, so this contract types only the fields every
         *     tariff has; the other fields pass through (records are tolerant).
         */
        FourRateEvElectricityTariff: components["schemas"]["TariffBase"];
        /**
         * SingleRegisterGasTariff
         * @description A gas tariff (one unit rate). Observed.
         */
        SingleRegisterGasTariff: components["schemas"]["TariffBase"] & {
            /** @description Unit rate, pence per kWh, without VAT (on dynamic tariffs, the rate at `tariffs_active_at`). */
            standard_unit_rate_exc_vat: number;
            /** @description Unit rate, pence per kWh, with VAT. */
            standard_unit_rate_inc_vat: number;
        };
        /**
         * SingleRegisterElectricityTariffsByPaymentMethod
         * @description The SingleRegisterElectricityTariff objects of one region, keyed by payment method (see `PaymentMethodKey`). Observed.
         */
        SingleRegisterElectricityTariffsByPaymentMethod: {
            [key: string]: components["schemas"]["SingleRegisterElectricityTariff"];
        };
        /**
         * DualRegisterElectricityTariffsByPaymentMethod
         * @description The DualRegisterElectricityTariff objects of one region, keyed by payment method (see `PaymentMethodKey`). Observed.
         */
        DualRegisterElectricityTariffsByPaymentMethod: {
            [key: string]: components["schemas"]["DualRegisterElectricityTariff"];
        };
        /**
         * FourRateEvElectricityTariffsByPaymentMethod
         * @description The FourRateEvElectricityTariff objects of one region, keyed by payment method (see `PaymentMethodKey`). Observed.
         */
        FourRateEvElectricityTariffsByPaymentMethod: {
            [key: string]: components["schemas"]["FourRateEvElectricityTariff"];
        };
        /**
         * SingleRegisterGasTariffsByPaymentMethod
         * @description The SingleRegisterGasTariff objects of one region, keyed by payment method (see `PaymentMethodKey`). Observed.
         */
        SingleRegisterGasTariffsByPaymentMethod: {
            [key: string]: components["schemas"]["SingleRegisterGasTariff"];
        };
        /**
         * SingleRegisterElectricityTariffGroup
         * @description SingleRegisterElectricityTariff objects by region (`_A`..`_P`, see `Region`), then by payment method. A product without
         *     tariffs of this kind has an empty group `{}`. Observed.
         */
        SingleRegisterElectricityTariffGroup: {
            [key: string]: components["schemas"]["SingleRegisterElectricityTariffsByPaymentMethod"];
        };
        /**
         * DualRegisterElectricityTariffGroup
         * @description DualRegisterElectricityTariff objects by region (`_A`..`_P`, see `Region`), then by payment method. A product without
         *     tariffs of this kind has an empty group `{}`. Observed.
         */
        DualRegisterElectricityTariffGroup: {
            [key: string]: components["schemas"]["DualRegisterElectricityTariffsByPaymentMethod"];
        };
        /**
         * FourRateEvElectricityTariffGroup
         * @description FourRateEvElectricityTariff objects by region (`_A`..`_P`, see `Region`), then by payment method. A product without
         *     tariffs of this kind has an empty group `{}`. Observed.
         */
        FourRateEvElectricityTariffGroup: {
            [key: string]: components["schemas"]["FourRateEvElectricityTariffsByPaymentMethod"];
        };
        /**
         * SingleRegisterGasTariffGroup
         * @description SingleRegisterGasTariff objects by region (`_A`..`_P`, see `Region`), then by payment method. A product without
         *     tariffs of this kind has an empty group `{}`. Observed.
         */
        SingleRegisterGasTariffGroup: {
            [key: string]: components["schemas"]["SingleRegisterGasTariffsByPaymentMethod"];
        };
        /**
         * AnnualCost
         * @description Estimated yearly cost for the sample consumption, in pence (integers). Observed.
         */
        AnnualCost: {
            /** @description Yearly cost in pence, with VAT. */
            annual_cost_inc_vat: number;
            /** @description Yearly cost in pence, without VAT. */
            annual_cost_exc_vat: number;
        };
        /**
         * SampleQuote
         * @description Quotes of one region and payment method, by quote type. A quote type is present only when the
         *     product offers that combination (e.g. no `dual_fuel_*` on an electricity-only product). Observed.
         */
        SampleQuote: {
            electricity_single_rate?: components["schemas"]["AnnualCost"];
            electricity_dual_rate?: components["schemas"]["AnnualCost"];
            dual_fuel_single_rate?: components["schemas"]["AnnualCost"];
            dual_fuel_dual_rate?: components["schemas"]["AnnualCost"];
        };
        /**
         * SampleQuotes
         * @description Sample yearly costs by region (`Region`), then payment method (`PaymentMethodKey`), then quote type. Observed.
         */
        SampleQuotes: {
            [key: string]: {
                [key: string]: components["schemas"]["SampleQuote"];
            };
        };
        /**
         * SampleConsumption
         * @description The yearly consumption (kWh) the sample quotes assume. Fixed on the platform: electricity single
         *     rate 2700; electricity dual rate day 2262 + night 1638; dual fuel single rate 2700 + gas 11500;
         *     dual fuel dual rate 2262 + 1638 + gas 11500. Observed. Typed as integers rather than constants so
         *     that a change of the platform's assumptions is not a breaking change (defined by this contract).
         */
        SampleConsumption: {
            electricity_single_rate: {
                /** @example 2700 */
                electricity_standard: number;
            };
            electricity_dual_rate: {
                /** @example 2262 */
                electricity_day: number;
                /** @example 1638 */
                electricity_night: number;
            };
            dual_fuel_single_rate: {
                /** @example 2700 */
                electricity_standard: number;
                /** @example 11500 */
                gas_standard: number;
            };
            dual_fuel_dual_rate: {
                /** @example 2262 */
                electricity_day: number;
                /** @example 1638 */
                electricity_night: number;
                /** @example 11500 */
                gas_standard: number;
            };
        };
        /**
         * Charge
         * @description One price of a tariff over an interval: a unit rate (pence per kWh) or a standing charge (pence
         *     per day). The same shape on all six charge operations. On dynamic tariffs (Agile) unit rates are
         *     half-hour intervals and may be negative; on variable tariffs a price holds until it changes.
         *     Observed: `value_inc_vat` is `value_exc_vat` × 1.05 (5 % VAT) in recordings.
         */
        Charge: {
            /**
             * @description Price without VAT, in pence; may be negative.
             * @example -2.1
             * @example 21.46
             */
            value_exc_vat: number;
            /**
             * @description Price with VAT, in pence; may be negative.
             * @example -2.205
             * @example 22.533
             */
            value_inc_vat: number;
            /**
             * Format: date-time
             * @description Start of the interval (inclusive), UTC.
             * @example 2024-05-26T12:30:00Z
             */
            valid_from: string;
            /**
             * Format: date-time
             * @description End of the interval (exclusive), UTC. Null for the current, open-ended price of a
             *     non-dynamic tariff (defined by this contract, following the platform; the platform's documentation shows only
             *     closed half-hour intervals).
             * @example 2024-05-26T13:00:00Z
             * @example null
             */
            valid_to: string | null;
            /**
             * @description Payment method the price applies to. Null on dynamic tariffs (as in the platform documentation's data);
             *     `DIRECT_DEBIT` and `NON_DIRECT_DEBIT` (one record of each per interval) on variable tariffs.
             *     An open string: other values may appear.
             * @example null
             * @example DIRECT_DEBIT
             * @example NON_DIRECT_DEBIT
             */
            payment_method: string | null;
        };
        /**
         * ChargeList
         * @description A page of charges of one tariff (list envelope whose `results` are `Charge` records), newest
         *     `valid_from` first. Shared by the six charge operations (unit rates and standing charges).
         */
        ChargeList: components["schemas"]["PaginatedList"] & {
            results: components["schemas"]["Charge"][];
        };
        /**
         * Account
         * @description A customer account (`GET /accounts/{account_number}/`): its number and the properties
         *     (supply addresses) with their meter points and tariff agreements. Shape observed on the platform
         *     (the platform's documentation does not show this body).
         */
        Account: {
            /**
             * @description Account number, e.g. `A-1A2B3C4D`.
             * @example A-1A2B3C4D
             * @example B-1234A1A1
             */
            number: string;
            /** @description The properties (supply addresses) of the account, past and present. */
            properties: components["schemas"]["Property"][];
        };
        /**
         * Property
         * @description A supply address of the account, with its meter points. Observed.
         */
        Property: {
            /** @description Property identifier. */
            id: number;
            /**
             * Format: date-time
             * @description When the customer's supply at this address started.
             */
            moved_in_at: string;
            /**
             * Format: date-time
             * @description When the customer moved out; null while they live there.
             */
            moved_out_at: string | null;
            address_line_1: string;
            /** @description May be the empty string. */
            address_line_2: string;
            /** @description May be the empty string. */
            address_line_3: string;
            town: string;
            /** @description May be the empty string. */
            county: string;
            postcode: string;
            electricity_meter_points: components["schemas"]["ElectricityMeterPoint"][];
            gas_meter_points: components["schemas"]["GasMeterPoint"][];
        };
        /**
         * ElectricityMeterPoint
         * @description An electricity meter point (MPAN) of a property. Its estimated yearly consumption is either
         *     `consumption_standard` (single rate) or `consumption_day` + `consumption_night` (Economy 7). Observed.
         */
        ElectricityMeterPoint: {
            /**
             * @description Meter point administration number, 13 digits.
             * @example 1200012345678
             */
            mpan: string;
            /** @description Settlement profile class (1 domestic unrestricted, 2 domestic Economy 7, ...). */
            profile_class: number;
            /** @description Estimated yearly consumption in kWh (single-rate meter points). */
            consumption_standard?: number;
            /** @description Estimated yearly day consumption in kWh (Economy 7), with `consumption_night`. */
            consumption_day?: number;
            /** @description Estimated yearly night consumption in kWh (Economy 7), with `consumption_day`. */
            consumption_night?: number;
            meters: components["schemas"]["ElectricityMeter"][];
            /** @description Tariff agreements of the meter point, past, present and future. */
            agreements: components["schemas"]["Agreement"][];
            /** @description True when the meter point measures export to the grid. */
            is_export: boolean;
        };
        /**
         * ElectricityMeter
         * @description An electricity meter and its registers. Observed.
         */
        ElectricityMeter: {
            /** @example 21L1234567 */
            serial_number: string;
            registers: components["schemas"]["Register"][];
        };
        /**
         * Register
         * @description A register of an electricity meter. Observed.
         */
        Register: {
            /**
             * @example 1
             * @example 2
             */
            identifier: string;
            /**
             * @description The rate the register records (`STANDARD`, `DAY`, `NIGHT`, ...). Open string.
             * @example STANDARD
             * @example DAY
             * @example NIGHT
             */
            rate: string;
            is_settlement_register: boolean;
        };
        /**
         * GasMeterPoint
         * @description A gas meter point (MPRN) of a property. Observed.
         */
        GasMeterPoint: {
            /**
             * @description Meter point reference number, up to 10 digits.
             * @example 1234567890
             */
            mprn: string;
            /** @description Estimated yearly consumption in kWh. */
            consumption_standard: number;
            meters: components["schemas"]["GasMeter"][];
            agreements: components["schemas"]["Agreement"][];
        };
        /**
         * GasMeter
         * @description A gas meter. Observed.
         */
        GasMeter: {
            /** @example E6S12345678901 */
            serial_number: string;
        };
        /**
         * Agreement
         * @description The tariff a meter point is (or was, or will be) on, over an interval. Observed.
         */
        Agreement: {
            /**
             * @description Tariff code; its charges are under `/products/{product_code}/electricity-tariffs/{tariff_code}/...` (or `gas-tariffs`).
             * @example E-1R-AGILE-24-04-03-C
             */
            tariff_code: string;
            /** Format: date-time */
            valid_from: string;
            /**
             * Format: date-time
             * @description End of the agreement; null when open-ended.
             */
            valid_to: string | null;
        };
        /**
         * QueryDateTime
         * @description A datetime in a query parameter, as the platform reads it (observed: Django's `parse_datetime`,
         *     plus a date alone, which is local midnight): `YYYY-MM-DD`, then optionally `T` or a space and
         *     `HH:MM`, optional `:SS` and a fraction (`.` or `,`; the first 6 digits count, up to 6 more are
         *     ignored), then optionally `Z`, `±HH:MM`, `±HHMM` or `±HH`; month, day, hour, minute and second
         *     may have one digit. The platform's documentation shows forms with and without seconds, with a trailing `Z`. Without
         *     a zone the time is Europe/London local time (GMT in winter, BST in summer; observed), so a zone
         *     is strongly recommended. In a query string `+` means a space, so an offset's `+` must be sent
         *     as `%2B`: `2024-06-01T00:00:00+01:00` sent unencoded arrives as `2024-06-01T00:00:00 01:00`,
         *     which the platform refuses (and the mock server too, saying why). A value the platform cannot
         *     read is a 400 naming the parameter, `{"period_from": ["Enter a valid date/time."]}` (observed).
         *
         *     Canonical form (`x-strict-pattern`; the only form `energy-mock-server --strict` accepts, defined by this contract): ISO 8601 `YYYY-MM-DDTHH:MM`, optionally `:SS` and a fraction of up to 6
         *     digits, then optionally `Z` or `±HH:MM`.
         *
         *     Defined by this contract: a local time in the hour skipped by the spring clock change (e.g.
         *     `2024-03-31T01:30`) is a 400 naming the parameter; a local time in the hour repeated in autumn
         *     (e.g. `2024-10-27T01:30`) means its first occurrence (BST, `+01:00`).
         * @example 2024-05-26T00:00Z
         * @example 2024-05-26T00:00:00Z
         * @example 2024-05-26T00:00:00.000000+01:00
         * @example 2024-05-26T00:00
         * @example 2024-05-26
         * @example 2024-05-26 00:00:00+0100
         */
        QueryDateTime: string;
        /**
         * ErrorBody
         * @description Error body of 401, 403, 404, 405 and 429 responses, in the platform's (DRF's) shape: one
         *     human-readable sentence. Observed for 401 and 404; used for all of these statuses as defined by this contract.
         */
        ErrorBody: {
            /** @example Not found. */
            detail: string;
        };
        /**
         * ValidationErrorBody
         * @description Error body of a 400: each key names the offending query or path parameter (or is
         *     `non_field_errors` for an error not tied to one parameter), each value lists one or more
         *     messages saying what was expected. DRF's shape (observed). The platform answers a 400 only for
         *     values it cannot read at all (a malformed datetime, `period_to` alone) and reads the rest
         *     leniently (see **Query values** in the document's description); the strict reading of the mock
         *     server (`--strict`), a 400 for every non-canonical value, is defined by this contract.
         * @example {
         *       "page_size": [
         *         "Ensure this value is less than or equal to 1500."
         *       ]
         *     }
         */
        ValidationErrorBody: {
            [key: string]: string[];
        };
        /**
         * ElectricityMeterPointSummary
         * @description What the platform publishes about an electricity meter point without credentials: its grid supply
         *     point group, MPAN and profile class. Observed.
         */
        ElectricityMeterPointSummary: {
            gsp: components["schemas"]["Region"];
            /** @description The meter point's MPAN. */
            mpan: string;
            /** @description Settlement profile class (1 domestic unrestricted, 2 domestic Economy 7, 3-8 non-domestic; 0 half-hourly settled). */
            profile_class: number;
        };
        /**
         * Consumption
         * @description Energy measured by a meter over one interval: a half-hour, or with `group_by` the sum of the
         *     half-hours of a group. Observed. `interval_start` and `interval_end` are written in Europe/London
         *     local time with their offset (`Z` in GMT, `+01:00` in BST), as the platform writes them.
         *     Electricity is in kWh. Gas is in kWh from SMETS1 meters and in cubic metres from SMETS2 meters;
         *     the record does not say which, the meter type does (this mock's gas meters are SMETS2: m³).
         *     A grouped value is the sum of its half-hours exactly as they are printed (3 decimals).
         */
        Consumption: {
            /**
             * @description kWh (electricity, SMETS1 gas) or m³ (SMETS2 gas), up to 3 decimals.
             * @example 0.109
             * @example 12.345
             */
            consumption: number;
            /**
             * Format: date-time
             * @description Start of the interval (inclusive), Europe/London local time with offset.
             * @example 2024-06-01T00:00:00+01:00
             */
            interval_start: string;
            /**
             * Format: date-time
             * @description End of the interval (exclusive), Europe/London local time with offset.
             * @example 2024-06-01T00:30:00+01:00
             */
            interval_end: string;
        };
        /**
         * ConsumptionList
         * @description A page of a meter's consumption (list envelope whose `results` are `Consumption` records),
         *     newest first unless `order_by=period`. Observed.
         */
        ConsumptionList: components["schemas"]["PaginatedList"] & {
            results: components["schemas"]["Consumption"][];
        };
        /**
         * GridSupplyPoint
         * @description A grid supply point group (one of the 14 regions). Observed.
         */
        GridSupplyPoint: {
            group_id: components["schemas"]["Region"];
        };
        /**
         * GridSupplyPointList
         * @description The grid supply point groups of a postcode (list envelope of `GridSupplyPoint`). Observed.
         */
        GridSupplyPointList: components["schemas"]["PaginatedList"] & {
            results: components["schemas"]["GridSupplyPoint"][];
        };
    };
    responses: {
        /**
         * @description A query parameter the platform cannot read: an `available_at` that is not a datetime
         *     (`{"available_at": ["Enter a valid date/time."]}`, observed), or one that names a local time
         *     that does not exist in Europe/London (defined by this contract). Booleans, `page` and `page_size`
         *     are never a 400 on the platform (see their `x-lenient-reading`). Under the mock server's strict
         *     reading (`--strict`, defined by this contract) every non-canonical value is a 400 too: a boolean
         *     that is not exactly true or false, a page or page_size out of range, an empty value.
         *     Each key names the parameter (or is `non_field_errors`); each value lists messages saying what was expected.
         */
        ProductListBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorBody"];
            };
        };
        /**
         * @description tariffs_active_at is not an accepted datetime, or names a local time that does not exist in Europe/London.
         *     Each key names the parameter (or is `non_field_errors`); each value lists messages saying what was expected. Defined by this contract.
         */
        ProductBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorBody"];
            };
        };
        /**
         * @description A query parameter has a bad value: period_to without period_from or not after it, a datetime that is not accepted or does not exist in Europe/London.
         *     Under the mock server's strict reading (`--strict`, defined by this contract) also any
         *     non-canonical value, such as a page or page_size out of range (the platform reads those
         *     leniently, see their `x-lenient-reading`).
         *     Each key names the parameter (or is `non_field_errors`); each value lists messages saying what was expected. Defined by this contract.
         */
        ChargeListBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorBody"];
            };
        };
        /**
         * @description The account number does not match ^[A-Z]-[0-9A-F]{8}$, or the query string is longer than 4096 characters (the operation takes no query parameter of its own, but the limit applies to every operation). Checked after authentication.
         *     Each key names the parameter (or is `non_field_errors`); each value lists messages saying what was expected. Defined by this contract.
         */
        AccountBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorBody"];
            };
        };
        /** @description No credentials, or credentials that are not valid. Observed (DRF). */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Valid credentials, but the account number is not the caller's (whether or not it exists, so existence does not leak). Defined by this contract (DRF's message). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The product, tariff or account does not exist. Observed (DRF). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The product or tariff does not exist (`Not found.`, observed), or `page` is past the last page (`Invalid page.`, DRF's default). */
        ListNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description A method other than GET, HEAD or OPTIONS. Defined by this contract (DRF's behaviour). */
        MethodNotAllowed: {
            headers: {
                Allow: components["headers"]["Allow"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Throttled. The platform's documentation does not show rate limits; defined by this contract: the limits are not published, the answer says when to retry. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description The path was asked for without its trailing slash: the platform (Django's `APPEND_SLASH`)
         *     answers a GET or HEAD with a 301 whose `Location` is the same path with the slash, query kept,
         *     and every HTTP client follows it (observed). The platform's redirect body is empty and clients
         *     must not rely on any body; the mock server sends `{"detail": ...}` JSON, as every answer it
         *     gives (defined by this contract), which is the schema below.
         */
        PermanentRedirect: {
            headers: {
                Location: components["headers"]["Location"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description The query string is longer than 4096 characters (the operation takes no query parameter of its own, but the limit applies to every operation).
         *     The body is `{"non_field_errors": [...]}`. Defined by this contract.
         */
        QueryStringTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorBody"];
            };
        };
        /**
         * @description A query parameter has a bad value: period_to without period_from or not after it, a datetime that is not accepted or does not exist in Europe/London, an order_by or group_by that is not one of the choices, or (strict reading) a page or page_size out of range.
         *     Each key names the parameter (or is `non_field_errors`); each value lists messages saying what was expected. Defined by this contract.
         */
        ConsumptionBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorBody"];
            };
        };
        /**
         * @description The meter point or meter is not one of the caller's (another account's, or unknown: the answer is
         *     the same, so existence does not leak), or `page` is past the last page (`Invalid page.`). Observed.
         */
        ConsumptionNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description A query parameter has a bad value: a postcode longer than 16 characters, or under the strict reading a page or page_size out of range or an empty postcode.
         *     Each key names the parameter (or is `non_field_errors`); each value lists messages saying what was expected. Defined by this contract.
         */
        GridSupplyPointListBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorBody"];
            };
        };
    };
    parameters: {
        /**
         * @description 1-based page number (observed). A page past the last one, or a value that is not an integer
         *     ≥ 1 (`abc`, `0`), is a 404 `{"detail": "Invalid page."}`; `last` is the last page; an empty
         *     value means page 1; page 1 of an empty list is a 200 with `count` 0 (observed, DRF's
         *     paginator; `x-lenient-reading: page`). Strict reading (`energy-mock-server --strict`, defined by this contract): an integer ≥ 1, anything else a 400 naming `page`.
         */
        page: number;
        /**
         * @description Records per page; 100 when absent (observed). Defined by this contract: at most 1500 on every
         *     list (the platform allows up to 1500 on charge lists, a month of half-hourly prices). Reading
         *     (observed, DRF; `x-lenient-reading: page-size`): a value that is not a positive integer (`abc`,
         *     `0`, `-5`, empty) means the default, one above the maximum means the maximum; neither is an
         *     error. Strict reading (`energy-mock-server --strict`, defined by this contract): an integer 1..1500,
         *     anything else a 400 naming `page_size`.
         */
        page_size: number;
        /**
         * @description Only products of this brand code (see `Product.brand`). An unknown brand gives an empty list
         *     (200, `count` 0), not an error (defined by this contract). An empty value means no brand filter
         *     (observed, django-filter); the strict reading (`energy-mock-server --strict`, defined by this contract) answers it with a 400 naming `brand`.
         */
        brand: string;
        /**
         * @description `true`: only green (renewable) products; `false`: only the others; absent: both. The platform's documentation lists this filter.
         *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
         *     `True`); an empty or unreadable value is ignored, as if the filter were absent
         *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
         *     400 naming `is_green`.
         */
        is_green: boolean;
        /**
         * @description `true`: only prepayment products; `false`: only the others; absent: both. The platform's documentation lists this filter.
         *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
         *     `True`); an empty or unreadable value is ignored, as if the filter were absent
         *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
         *     400 naming `is_prepay`.
         */
        is_prepay: boolean;
        /**
         * @description `true`: only business products; `false`: only the others; absent: both. The platform also filters on this (not in the platform's documentation).
         *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
         *     `True`); an empty or unreadable value is ignored, as if the filter were absent
         *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
         *     400 naming `is_business`.
         */
        is_business: boolean;
        /**
         * @description `true`: only tracker products; `false`: only the others; absent: both. The platform also filters on this (not in the platform's documentation).
         *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
         *     `True`); an empty or unreadable value is ignored, as if the filter were absent
         *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
         *     400 naming `is_tracker`.
         */
        is_tracker: boolean;
        /**
         * @description `true`: only variable-price products; `false`: only the others; absent: both. The platform also filters on this (not in the platform's documentation).
         *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
         *     `True`); an empty or unreadable value is ignored, as if the filter were absent
         *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
         *     400 naming `is_variable`.
         */
        is_variable: boolean;
        /**
         * @description List the products available at this instant (default: now, i.e. products currently available).
         *     Observed on the platform (not in the platform's documentation). Accepted forms: see `QueryDateTime` — as the platform reads it (Django's `parse_datetime`: `T`
         *     or a space, seconds and fraction optional, `Z`, `±HH:MM`, `±HHMM` or `±HH`; a date alone is
         *     local midnight; no zone means Europe/London; an empty value means absent; observed), or under
         *     the strict reading only its canonical form (`x-strict-pattern`, defined by this contract).
         */
        available_at: components["schemas"]["QueryDateTime"];
        /**
         * @description Show the tariffs active at this instant (default: the server's current time). Observed on the
         *     platform. Accepted forms: see `QueryDateTime` — as the platform reads it (Django's `parse_datetime`: `T`
         *     or a space, seconds and fraction optional, `Z`, `±HH:MM`, `±HHMM` or `±HH`; a date alone is
         *     local midnight; no zone means Europe/London; an empty value means absent; observed), or under
         *     the strict reading only its canonical form (`x-strict-pattern`, defined by this contract).
         */
        tariffs_active_at: components["schemas"]["QueryDateTime"];
        /**
         * @description Start of the period, inclusive. Observed on the platform: the charges select by **overlap**, a
         *     charge is returned when its validity overlaps `[period_from, period_to)`, i.e. `valid_from` <
         *     `period_to` and (`valid_to` is null or `valid_to` > `period_from`). So `period_from` alone
         *     returns every charge in force from that instant on (the one in force at `period_from`, which may
         *     have started long before, and every later one); a half-hourly charge is returned when any part of
         *     its half-hour lies in the period (12:10 to 12:50 returns the 12:00 and the 12:30 intervals).
         *     Clients ask for the price in force at `t` with `period_from=t&period_to=t+1s` (one charge per
         *     payment method on a stepped tariff, whose current charge has `valid_to: null`), and for the
         *     charges of a day with that day's local midnights. Without a period, the tariff's whole history,
         *     newest first. The platform documentation's "the intervals that fall inside that range" is read as the platform
         *     does it. Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
         */
        period_from: components["schemas"]["QueryDateTime"];
        /**
         * @description End of the period, exclusive: a charge starting at `period_to` is not returned, one in force
         *     across it is (overlap, see `period_from`). Observed on the platform, like its being valid only
         *     together with `period_from`: alone it is a 400
         *     `{"period_to": ["period_to is only valid together with period_from."]}`. A `period_to` not after
         *     `period_from` is a 400 naming `period_to` (defined by this contract: such a period can hold nothing).
         *     Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
         */
        period_to: components["schemas"]["QueryDateTime"];
        /** @description Product code (`Product.code`). An unknown code is a 404 `{"detail": "Not found."}`. */
        product_code: string;
        /**
         * @description Code (`Product.code`) of a product with dual-register (day/night) electricity tariffs, the code
         *     its tariff code embeds (`E-2R-<PRODUCT>-<REGION>`). An unknown code is a 404
         *     `{"detail": "Not found."}`.
         */
        dual_register_product_code: string;
        /**
         * @description Code (`Product.code`) of a product with gas tariffs, the code its tariff code embeds
         *     (`G-1R-<PRODUCT>-<REGION>`). An unknown code is a 404 `{"detail": "Not found."}`.
         */
        gas_product_code: string;
        /**
         * @description Electricity tariff code of the product (`E-1R-<PRODUCT>-<REGION>` single register, `E-2R-...`
         *     day/night; irregular codes exist, so no pattern). A code that is not a tariff of the product is a
         *     404 `{"detail": "Not found."}` (defined by this contract).
         */
        electricity_tariff_code: string;
        /**
         * @description Dual-register (day/night) electricity tariff code of the product (`E-2R-<PRODUCT>-<REGION>`;
         *     irregular codes exist, so no pattern). A code that is not a tariff of the product is a 404
         *     `{"detail": "Not found."}`, and so is a single-register code, which has no day or night rates
         *     (defined by this contract).
         */
        electricity_dual_register_tariff_code: string;
        /**
         * @description Gas tariff code of the product (`G-1R-<PRODUCT>-<REGION>`; no pattern enforced). A code that is
         *     not a tariff of the product is a 404 `{"detail": "Not found."}` (defined by this contract).
         */
        gas_tariff_code: string;
        /**
         * @description Account number, a letter, a hyphen and 8 upper-case hexadecimal digits (e.g. `A-1A2B3C4D`).
         *     Defined by this contract, checked in this order: no or bad credentials is a 401; a number that does
         *     not match the pattern is a 400 naming `account_number`; a well-formed number that is not the
         *     caller's account is a 403, whether it exists or not (so existence does not leak); the caller's
         *     own account missing is a 404.
         */
        account_number: string;
        /**
         * @description Meter point administration number of an electricity meter point: 13 digits (observed). An MPAN
         *     the platform does not know, or one that is not 13 digits, is a 404.
         */
        mpan: string;
        /**
         * @description Serial number of a meter of that meter point, as the account lists it under `meters` (observed).
         *     A serial that is not a meter of that meter point, or a meter of another account, is a 404.
         */
        serial_number: string;
        /**
         * @description `-period`: newest interval first (the default); `period`: oldest first (observed). Any other value
         *     is a 400 naming `order_by` (the platform's ordering filter refuses an unknown choice).
         *     An empty value means the default (observed, django-filter); the strict reading (`energy-mock-server --strict`, defined by this contract) answers it with a 400 naming `order_by`.
         */
        order_by: "period" | "-period";
        /**
         * @description Sums the half-hourly consumption per Europe/London `hour`, `day`, `week` (from Monday 00:00),
         *     `month` or `quarter` (calendar); absent: one record per half-hour (observed). A local day has 46,
         *     48 or 50 half-hours. As the platform truncates each reading's time to its group, a grouped record
         *     starts at its group's start (local midnight, Monday 00:00, the first of the month or quarter)
         *     and ends at the end of its last half-hour inside the period and the meter's data, and its value
         *     is the sum of those half-hours, so the first and last records of a period may be partial (observed).
         *     Any other value is a 400 naming `group_by` (defined by this contract).
         *     An empty value means half-hours (observed, django-filter); the strict reading (`energy-mock-server --strict`, defined by this contract) answers it with a 400 naming `group_by`.
         */
        group_by: "hour" | "day" | "week" | "month" | "quarter";
        /**
         * @description Records per page on the consumption lists: 100 when absent, at most 25000 (observed: the platform
         *     allows a year of half-hours and more on one page). Reading (observed, DRF;
         *     `x-lenient-reading: page-size`): a value that is not a positive integer (`abc`, `0`, `-5`, empty)
         *     means the default, one above the maximum means the maximum; neither is an error. Strict reading
         *     (`energy-mock-server --strict`, defined by this contract): an integer 1..25000, anything else a 400
         *     naming `page_size`.
         */
        consumption_page_size: number;
        /** @description Meter point reference number of a gas meter point: up to 10 digits (observed). An unknown MPRN is a 404. */
        mprn: string;
        /**
         * @description A UK postcode (`SW16 2GY`; spaces and case do not matter; the outward code alone works too).
         *     Answers the grid supply point group of that postcode's area; absent, all 14 groups (observed).
         *     A postcode whose area is not in the table, or text that is not a postcode, answers an empty list.
         *     *Defined by this contract (the mock's data):* the group is looked up by postcode area, the leading
         *     letters of the outward code, with this table of real areas:
         *     `_A` NR IP CB CO CM SG LU AL SS PE; `_B` NG DE LE LN NN; `_C` E EC N NW SE SW W WC;
         *     `_D` L CH LL; `_E` B CV WV WS DY ST WR HR TF; `_F` NE SR DH DL TS;
         *     `_G` M BL OL SK WN PR BB FY LA CA WA CW; `_H` SO PO BH SP RG OX GU SL HP;
         *     `_J` BN TN ME CT RH CR BR DA KT; `_K` CF SA NP LD; `_L` BS BA EX PL TQ TR TA DT GL;
         *     `_M` LS BD HX HD WF S DN HG YO HU; `_N` EH G KA ML TD DG PA FK KY; `_P` AB IV DD PH KW HS ZE.
         *     An empty value means no postcode (all 14 groups); the strict reading (`energy-mock-server --strict`, defined by this contract) answers it with a 400 naming `postcode`, and so does a value longer than 16 characters in both readings.
         */
        postcode: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The challenge of a 401: `Basic realm="api"`, so a browser prompts for username (the API key) and
         *     an empty password. The platform sends `Basic` (observed); the realm value is defined by this contract.
         */
        "WWW-Authenticate": "Basic realm=\"api\"";
        /** @description The methods the end-point accepts (DRF's default for a read-only view). */
        Allow: "GET, HEAD, OPTIONS";
        /** @description Seconds to wait before the next request (an integer, as DRF's throttling sends). */
        "Retry-After": number;
        /**
         * @description Where the resource is: the same path with its trailing slash, the query string kept, written
         *     path-absolute as Django sends it (`/v1/products/VAR-22-11-01/?tariffs_active_at=2024-06-01`).
         *     Observed.
         */
        Location: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the collections of the API. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRoot"];
                };
            };
            400: components["responses"]["QueryStringTooLong"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /**
                 * @description Only products of this brand code (see `Product.brand`). An unknown brand gives an empty list
                 *     (200, `count` 0), not an error (defined by this contract). An empty value means no brand filter
                 *     (observed, django-filter); the strict reading (`energy-mock-server --strict`, defined by this contract) answers it with a 400 naming `brand`.
                 */
                brand?: components["parameters"]["brand"];
                /**
                 * @description `true`: only green (renewable) products; `false`: only the others; absent: both. The platform's documentation lists this filter.
                 *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
                 *     `True`); an empty or unreadable value is ignored, as if the filter were absent
                 *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
                 *     400 naming `is_green`.
                 */
                is_green?: components["parameters"]["is_green"];
                /**
                 * @description `true`: only prepayment products; `false`: only the others; absent: both. The platform's documentation lists this filter.
                 *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
                 *     `True`); an empty or unreadable value is ignored, as if the filter were absent
                 *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
                 *     400 naming `is_prepay`.
                 */
                is_prepay?: components["parameters"]["is_prepay"];
                /**
                 * @description `true`: only business products; `false`: only the others; absent: both. The platform also filters on this (not in the platform's documentation).
                 *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
                 *     `True`); an empty or unreadable value is ignored, as if the filter were absent
                 *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
                 *     400 naming `is_business`.
                 */
                is_business?: components["parameters"]["is_business"];
                /**
                 * @description `true`: only tracker products; `false`: only the others; absent: both. The platform also filters on this (not in the platform's documentation).
                 *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
                 *     `True`); an empty or unreadable value is ignored, as if the filter were absent
                 *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
                 *     400 naming `is_tracker`.
                 */
                is_tracker?: components["parameters"]["is_tracker"];
                /**
                 * @description `true`: only variable-price products; `false`: only the others; absent: both. The platform also filters on this (not in the platform's documentation).
                 *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
                 *     `True`); an empty or unreadable value is ignored, as if the filter were absent
                 *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
                 *     400 naming `is_variable`.
                 */
                is_variable?: components["parameters"]["is_variable"];
                /**
                 * @description List the products available at this instant (default: now, i.e. products currently available).
                 *     Observed on the platform (not in the platform's documentation). Accepted forms: see `QueryDateTime` — as the platform reads it (Django's `parse_datetime`: `T`
                 *     or a space, seconds and fraction optional, `Z`, `±HH:MM`, `±HHMM` or `±HH`; a date alone is
                 *     local midnight; no zone means Europe/London; an empty value means absent; observed), or under
                 *     the strict reading only its canonical form (`x-strict-pattern`, defined by this contract).
                 */
                available_at?: components["parameters"]["available_at"];
                /**
                 * @description 1-based page number (observed). A page past the last one, or a value that is not an integer
                 *     ≥ 1 (`abc`, `0`), is a 404 `{"detail": "Invalid page."}`; `last` is the last page; an empty
                 *     value means page 1; page 1 of an empty list is a 200 with `count` 0 (observed, DRF's
                 *     paginator; `x-lenient-reading: page`). Strict reading (`energy-mock-server --strict`, defined by this contract): an integer ≥ 1, anything else a 400 naming `page`.
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Records per page; 100 when absent (observed). Defined by this contract: at most 1500 on every
                 *     list (the platform allows up to 1500 on charge lists, a month of half-hourly prices). Reading
                 *     (observed, DRF; `x-lenient-reading: page-size`): a value that is not a positive integer (`abc`,
                 *     `0`, `-5`, empty) means the default, one above the maximum means the maximum; neither is an
                 *     error. Strict reading (`energy-mock-server --strict`, defined by this contract): an integer 1..1500,
                 *     anything else a 400 naming `page_size`.
                 */
                page_size?: components["parameters"]["page_size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            400: components["responses"]["ProductListBadRequest"];
            404: components["responses"]["ListNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listProductsWithoutTrailingSlash: {
        parameters: {
            query?: {
                /**
                 * @description Only products of this brand code (see `Product.brand`). An unknown brand gives an empty list
                 *     (200, `count` 0), not an error (defined by this contract). An empty value means no brand filter
                 *     (observed, django-filter); the strict reading (`energy-mock-server --strict`, defined by this contract) answers it with a 400 naming `brand`.
                 */
                brand?: components["parameters"]["brand"];
                /**
                 * @description `true`: only green (renewable) products; `false`: only the others; absent: both. The platform's documentation lists this filter.
                 *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
                 *     `True`); an empty or unreadable value is ignored, as if the filter were absent
                 *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
                 *     400 naming `is_green`.
                 */
                is_green?: components["parameters"]["is_green"];
                /**
                 * @description `true`: only prepayment products; `false`: only the others; absent: both. The platform's documentation lists this filter.
                 *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
                 *     `True`); an empty or unreadable value is ignored, as if the filter were absent
                 *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
                 *     400 naming `is_prepay`.
                 */
                is_prepay?: components["parameters"]["is_prepay"];
                /**
                 * @description `true`: only business products; `false`: only the others; absent: both. The platform also filters on this (not in the platform's documentation).
                 *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
                 *     `True`); an empty or unreadable value is ignored, as if the filter were absent
                 *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
                 *     400 naming `is_business`.
                 */
                is_business?: components["parameters"]["is_business"];
                /**
                 * @description `true`: only tracker products; `false`: only the others; absent: both. The platform also filters on this (not in the platform's documentation).
                 *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
                 *     `True`); an empty or unreadable value is ignored, as if the filter were absent
                 *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
                 *     400 naming `is_tracker`.
                 */
                is_tracker?: components["parameters"]["is_tracker"];
                /**
                 * @description `true`: only variable-price products; `false`: only the others; absent: both. The platform also filters on this (not in the platform's documentation).
                 *     Reading (observed, django-filter): `true`, `false`, `1` and `0` in any case (Python clients send
                 *     `True`); an empty or unreadable value is ignored, as if the filter were absent
                 *     (`x-lenient-reading: boolean`). Strict reading (`energy-mock-server --strict`, defined by this contract for client authors who lint their requests): exactly `true` or `false`, anything else a
                 *     400 naming `is_variable`.
                 */
                is_variable?: components["parameters"]["is_variable"];
                /**
                 * @description List the products available at this instant (default: now, i.e. products currently available).
                 *     Observed on the platform (not in the platform's documentation). Accepted forms: see `QueryDateTime` — as the platform reads it (Django's `parse_datetime`: `T`
                 *     or a space, seconds and fraction optional, `Z`, `±HH:MM`, `±HHMM` or `±HH`; a date alone is
                 *     local midnight; no zone means Europe/London; an empty value means absent; observed), or under
                 *     the strict reading only its canonical form (`x-strict-pattern`, defined by this contract).
                 */
                available_at?: components["parameters"]["available_at"];
                /**
                 * @description 1-based page number (observed). A page past the last one, or a value that is not an integer
                 *     ≥ 1 (`abc`, `0`), is a 404 `{"detail": "Invalid page."}`; `last` is the last page; an empty
                 *     value means page 1; page 1 of an empty list is a 200 with `count` 0 (observed, DRF's
                 *     paginator; `x-lenient-reading: page`). Strict reading (`energy-mock-server --strict`, defined by this contract): an integer ≥ 1, anything else a 400 naming `page`.
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Records per page; 100 when absent (observed). Defined by this contract: at most 1500 on every
                 *     list (the platform allows up to 1500 on charge lists, a month of half-hourly prices). Reading
                 *     (observed, DRF; `x-lenient-reading: page-size`): a value that is not a positive integer (`abc`,
                 *     `0`, `-5`, empty) means the default, one above the maximum means the maximum; neither is an
                 *     error. Strict reading (`energy-mock-server --strict`, defined by this contract): an integer 1..1500,
                 *     anything else a 400 naming `page_size`.
                 */
                page_size?: components["parameters"]["page_size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List products (path without the trailing slash). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            400: components["responses"]["ProductListBadRequest"];
            404: components["responses"]["ListNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProduct: {
        parameters: {
            query?: {
                /**
                 * @description Show the tariffs active at this instant (default: the server's current time). Observed on the
                 *     platform. Accepted forms: see `QueryDateTime` — as the platform reads it (Django's `parse_datetime`: `T`
                 *     or a space, seconds and fraction optional, `Z`, `±HH:MM`, `±HHMM` or `±HH`; a date alone is
                 *     local midnight; no zone means Europe/London; an empty value means absent; observed), or under
                 *     the strict reading only its canonical form (`x-strict-pattern`, defined by this contract).
                 */
                tariffs_active_at?: components["parameters"]["tariffs_active_at"];
            };
            header?: never;
            path: {
                /** @description Product code (`Product.code`). An unknown code is a 404 `{"detail": "Not found."}`. */
                product_code: components["parameters"]["product_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a product with its tariffs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDetail"];
                };
            };
            400: components["responses"]["ProductBadRequest"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProductWithoutTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product code (`Product.code`). An unknown code is a 404 `{"detail": "Not found."}`. */
                product_code: components["parameters"]["product_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            301: components["responses"]["PermanentRedirect"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    listElectricityStandardUnitRates: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, inclusive. Observed on the platform: the charges select by **overlap**, a
                 *     charge is returned when its validity overlaps `[period_from, period_to)`, i.e. `valid_from` <
                 *     `period_to` and (`valid_to` is null or `valid_to` > `period_from`). So `period_from` alone
                 *     returns every charge in force from that instant on (the one in force at `period_from`, which may
                 *     have started long before, and every later one); a half-hourly charge is returned when any part of
                 *     its half-hour lies in the period (12:10 to 12:50 returns the 12:00 and the 12:30 intervals).
                 *     Clients ask for the price in force at `t` with `period_from=t&period_to=t+1s` (one charge per
                 *     payment method on a stepped tariff, whose current charge has `valid_to: null`), and for the
                 *     charges of a day with that day's local midnights. Without a period, the tariff's whole history,
                 *     newest first. The platform documentation's "the intervals that fall inside that range" is read as the platform
                 *     does it. Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_from?: components["parameters"]["period_from"];
                /**
                 * @description End of the period, exclusive: a charge starting at `period_to` is not returned, one in force
                 *     across it is (overlap, see `period_from`). Observed on the platform, like its being valid only
                 *     together with `period_from`: alone it is a 400
                 *     `{"period_to": ["period_to is only valid together with period_from."]}`. A `period_to` not after
                 *     `period_from` is a 400 naming `period_to` (defined by this contract: such a period can hold nothing).
                 *     Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_to?: components["parameters"]["period_to"];
                /**
                 * @description 1-based page number (observed). A page past the last one, or a value that is not an integer
                 *     ≥ 1 (`abc`, `0`), is a 404 `{"detail": "Invalid page."}`; `last` is the last page; an empty
                 *     value means page 1; page 1 of an empty list is a 200 with `count` 0 (observed, DRF's
                 *     paginator; `x-lenient-reading: page`). Strict reading (`energy-mock-server --strict`, defined by this contract): an integer ≥ 1, anything else a 400 naming `page`.
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Records per page; 100 when absent (observed). Defined by this contract: at most 1500 on every
                 *     list (the platform allows up to 1500 on charge lists, a month of half-hourly prices). Reading
                 *     (observed, DRF; `x-lenient-reading: page-size`): a value that is not a positive integer (`abc`,
                 *     `0`, `-5`, empty) means the default, one above the maximum means the maximum; neither is an
                 *     error. Strict reading (`energy-mock-server --strict`, defined by this contract): an integer 1..1500,
                 *     anything else a 400 naming `page_size`.
                 */
                page_size?: components["parameters"]["page_size"];
            };
            header?: never;
            path: {
                /** @description Product code (`Product.code`). An unknown code is a 404 `{"detail": "Not found."}`. */
                product_code: components["parameters"]["product_code"];
                /**
                 * @description Electricity tariff code of the product (`E-1R-<PRODUCT>-<REGION>` single register, `E-2R-...`
                 *     day/night; irregular codes exist, so no pattern). A code that is not a tariff of the product is a
                 *     404 `{"detail": "Not found."}` (defined by this contract).
                 */
                tariff_code: components["parameters"]["electricity_tariff_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the standard unit rates of an electricity tariff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeList"];
                };
            };
            400: components["responses"]["ChargeListBadRequest"];
            404: components["responses"]["ListNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listElectricityStandardUnitRatesWithoutTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product code (`Product.code`). An unknown code is a 404 `{"detail": "Not found."}`. */
                product_code: components["parameters"]["product_code"];
                /**
                 * @description Electricity tariff code of the product (`E-1R-<PRODUCT>-<REGION>` single register, `E-2R-...`
                 *     day/night; irregular codes exist, so no pattern). A code that is not a tariff of the product is a
                 *     404 `{"detail": "Not found."}` (defined by this contract).
                 */
                tariff_code: components["parameters"]["electricity_tariff_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            301: components["responses"]["PermanentRedirect"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    listElectricityStandingCharges: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, inclusive. Observed on the platform: the charges select by **overlap**, a
                 *     charge is returned when its validity overlaps `[period_from, period_to)`, i.e. `valid_from` <
                 *     `period_to` and (`valid_to` is null or `valid_to` > `period_from`). So `period_from` alone
                 *     returns every charge in force from that instant on (the one in force at `period_from`, which may
                 *     have started long before, and every later one); a half-hourly charge is returned when any part of
                 *     its half-hour lies in the period (12:10 to 12:50 returns the 12:00 and the 12:30 intervals).
                 *     Clients ask for the price in force at `t` with `period_from=t&period_to=t+1s` (one charge per
                 *     payment method on a stepped tariff, whose current charge has `valid_to: null`), and for the
                 *     charges of a day with that day's local midnights. Without a period, the tariff's whole history,
                 *     newest first. The platform documentation's "the intervals that fall inside that range" is read as the platform
                 *     does it. Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_from?: components["parameters"]["period_from"];
                /**
                 * @description End of the period, exclusive: a charge starting at `period_to` is not returned, one in force
                 *     across it is (overlap, see `period_from`). Observed on the platform, like its being valid only
                 *     together with `period_from`: alone it is a 400
                 *     `{"period_to": ["period_to is only valid together with period_from."]}`. A `period_to` not after
                 *     `period_from` is a 400 naming `period_to` (defined by this contract: such a period can hold nothing).
                 *     Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_to?: components["parameters"]["period_to"];
                /**
                 * @description 1-based page number (observed). A page past the last one, or a value that is not an integer
                 *     ≥ 1 (`abc`, `0`), is a 404 `{"detail": "Invalid page."}`; `last` is the last page; an empty
                 *     value means page 1; page 1 of an empty list is a 200 with `count` 0 (observed, DRF's
                 *     paginator; `x-lenient-reading: page`). Strict reading (`energy-mock-server --strict`, defined by this contract): an integer ≥ 1, anything else a 400 naming `page`.
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Records per page; 100 when absent (observed). Defined by this contract: at most 1500 on every
                 *     list (the platform allows up to 1500 on charge lists, a month of half-hourly prices). Reading
                 *     (observed, DRF; `x-lenient-reading: page-size`): a value that is not a positive integer (`abc`,
                 *     `0`, `-5`, empty) means the default, one above the maximum means the maximum; neither is an
                 *     error. Strict reading (`energy-mock-server --strict`, defined by this contract): an integer 1..1500,
                 *     anything else a 400 naming `page_size`.
                 */
                page_size?: components["parameters"]["page_size"];
            };
            header?: never;
            path: {
                /** @description Product code (`Product.code`). An unknown code is a 404 `{"detail": "Not found."}`. */
                product_code: components["parameters"]["product_code"];
                /**
                 * @description Electricity tariff code of the product (`E-1R-<PRODUCT>-<REGION>` single register, `E-2R-...`
                 *     day/night; irregular codes exist, so no pattern). A code that is not a tariff of the product is a
                 *     404 `{"detail": "Not found."}` (defined by this contract).
                 */
                tariff_code: components["parameters"]["electricity_tariff_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the standing charges of an electricity tariff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeList"];
                };
            };
            400: components["responses"]["ChargeListBadRequest"];
            404: components["responses"]["ListNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listElectricityStandingChargesWithoutTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product code (`Product.code`). An unknown code is a 404 `{"detail": "Not found."}`. */
                product_code: components["parameters"]["product_code"];
                /**
                 * @description Electricity tariff code of the product (`E-1R-<PRODUCT>-<REGION>` single register, `E-2R-...`
                 *     day/night; irregular codes exist, so no pattern). A code that is not a tariff of the product is a
                 *     404 `{"detail": "Not found."}` (defined by this contract).
                 */
                tariff_code: components["parameters"]["electricity_tariff_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            301: components["responses"]["PermanentRedirect"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    listElectricityDayUnitRates: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, inclusive. Observed on the platform: the charges select by **overlap**, a
                 *     charge is returned when its validity overlaps `[period_from, period_to)`, i.e. `valid_from` <
                 *     `period_to` and (`valid_to` is null or `valid_to` > `period_from`). So `period_from` alone
                 *     returns every charge in force from that instant on (the one in force at `period_from`, which may
                 *     have started long before, and every later one); a half-hourly charge is returned when any part of
                 *     its half-hour lies in the period (12:10 to 12:50 returns the 12:00 and the 12:30 intervals).
                 *     Clients ask for the price in force at `t` with `period_from=t&period_to=t+1s` (one charge per
                 *     payment method on a stepped tariff, whose current charge has `valid_to: null`), and for the
                 *     charges of a day with that day's local midnights. Without a period, the tariff's whole history,
                 *     newest first. The platform documentation's "the intervals that fall inside that range" is read as the platform
                 *     does it. Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_from?: components["parameters"]["period_from"];
                /**
                 * @description End of the period, exclusive: a charge starting at `period_to` is not returned, one in force
                 *     across it is (overlap, see `period_from`). Observed on the platform, like its being valid only
                 *     together with `period_from`: alone it is a 400
                 *     `{"period_to": ["period_to is only valid together with period_from."]}`. A `period_to` not after
                 *     `period_from` is a 400 naming `period_to` (defined by this contract: such a period can hold nothing).
                 *     Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_to?: components["parameters"]["period_to"];
                /**
                 * @description 1-based page number (observed). A page past the last one, or a value that is not an integer
                 *     ≥ 1 (`abc`, `0`), is a 404 `{"detail": "Invalid page."}`; `last` is the last page; an empty
                 *     value means page 1; page 1 of an empty list is a 200 with `count` 0 (observed, DRF's
                 *     paginator; `x-lenient-reading: page`). Strict reading (`energy-mock-server --strict`, defined by this contract): an integer ≥ 1, anything else a 400 naming `page`.
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Records per page; 100 when absent (observed). Defined by this contract: at most 1500 on every
                 *     list (the platform allows up to 1500 on charge lists, a month of half-hourly prices). Reading
                 *     (observed, DRF; `x-lenient-reading: page-size`): a value that is not a positive integer (`abc`,
                 *     `0`, `-5`, empty) means the default, one above the maximum means the maximum; neither is an
                 *     error. Strict reading (`energy-mock-server --strict`, defined by this contract): an integer 1..1500,
                 *     anything else a 400 naming `page_size`.
                 */
                page_size?: components["parameters"]["page_size"];
            };
            header?: never;
            path: {
                /**
                 * @description Code (`Product.code`) of a product with dual-register (day/night) electricity tariffs, the code
                 *     its tariff code embeds (`E-2R-<PRODUCT>-<REGION>`). An unknown code is a 404
                 *     `{"detail": "Not found."}`.
                 */
                product_code: components["parameters"]["dual_register_product_code"];
                /**
                 * @description Dual-register (day/night) electricity tariff code of the product (`E-2R-<PRODUCT>-<REGION>`;
                 *     irregular codes exist, so no pattern). A code that is not a tariff of the product is a 404
                 *     `{"detail": "Not found."}`, and so is a single-register code, which has no day or night rates
                 *     (defined by this contract).
                 */
                tariff_code: components["parameters"]["electricity_dual_register_tariff_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the day unit rates of a dual-register electricity tariff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeList"];
                };
            };
            400: components["responses"]["ChargeListBadRequest"];
            404: components["responses"]["ListNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listElectricityDayUnitRatesWithoutTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Code (`Product.code`) of a product with dual-register (day/night) electricity tariffs, the code
                 *     its tariff code embeds (`E-2R-<PRODUCT>-<REGION>`). An unknown code is a 404
                 *     `{"detail": "Not found."}`.
                 */
                product_code: components["parameters"]["dual_register_product_code"];
                /**
                 * @description Dual-register (day/night) electricity tariff code of the product (`E-2R-<PRODUCT>-<REGION>`;
                 *     irregular codes exist, so no pattern). A code that is not a tariff of the product is a 404
                 *     `{"detail": "Not found."}`, and so is a single-register code, which has no day or night rates
                 *     (defined by this contract).
                 */
                tariff_code: components["parameters"]["electricity_dual_register_tariff_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            301: components["responses"]["PermanentRedirect"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    listElectricityNightUnitRates: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, inclusive. Observed on the platform: the charges select by **overlap**, a
                 *     charge is returned when its validity overlaps `[period_from, period_to)`, i.e. `valid_from` <
                 *     `period_to` and (`valid_to` is null or `valid_to` > `period_from`). So `period_from` alone
                 *     returns every charge in force from that instant on (the one in force at `period_from`, which may
                 *     have started long before, and every later one); a half-hourly charge is returned when any part of
                 *     its half-hour lies in the period (12:10 to 12:50 returns the 12:00 and the 12:30 intervals).
                 *     Clients ask for the price in force at `t` with `period_from=t&period_to=t+1s` (one charge per
                 *     payment method on a stepped tariff, whose current charge has `valid_to: null`), and for the
                 *     charges of a day with that day's local midnights. Without a period, the tariff's whole history,
                 *     newest first. The platform documentation's "the intervals that fall inside that range" is read as the platform
                 *     does it. Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_from?: components["parameters"]["period_from"];
                /**
                 * @description End of the period, exclusive: a charge starting at `period_to` is not returned, one in force
                 *     across it is (overlap, see `period_from`). Observed on the platform, like its being valid only
                 *     together with `period_from`: alone it is a 400
                 *     `{"period_to": ["period_to is only valid together with period_from."]}`. A `period_to` not after
                 *     `period_from` is a 400 naming `period_to` (defined by this contract: such a period can hold nothing).
                 *     Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_to?: components["parameters"]["period_to"];
                /**
                 * @description 1-based page number (observed). A page past the last one, or a value that is not an integer
                 *     ≥ 1 (`abc`, `0`), is a 404 `{"detail": "Invalid page."}`; `last` is the last page; an empty
                 *     value means page 1; page 1 of an empty list is a 200 with `count` 0 (observed, DRF's
                 *     paginator; `x-lenient-reading: page`). Strict reading (`energy-mock-server --strict`, defined by this contract): an integer ≥ 1, anything else a 400 naming `page`.
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Records per page; 100 when absent (observed). Defined by this contract: at most 1500 on every
                 *     list (the platform allows up to 1500 on charge lists, a month of half-hourly prices). Reading
                 *     (observed, DRF; `x-lenient-reading: page-size`): a value that is not a positive integer (`abc`,
                 *     `0`, `-5`, empty) means the default, one above the maximum means the maximum; neither is an
                 *     error. Strict reading (`energy-mock-server --strict`, defined by this contract): an integer 1..1500,
                 *     anything else a 400 naming `page_size`.
                 */
                page_size?: components["parameters"]["page_size"];
            };
            header?: never;
            path: {
                /**
                 * @description Code (`Product.code`) of a product with dual-register (day/night) electricity tariffs, the code
                 *     its tariff code embeds (`E-2R-<PRODUCT>-<REGION>`). An unknown code is a 404
                 *     `{"detail": "Not found."}`.
                 */
                product_code: components["parameters"]["dual_register_product_code"];
                /**
                 * @description Dual-register (day/night) electricity tariff code of the product (`E-2R-<PRODUCT>-<REGION>`;
                 *     irregular codes exist, so no pattern). A code that is not a tariff of the product is a 404
                 *     `{"detail": "Not found."}`, and so is a single-register code, which has no day or night rates
                 *     (defined by this contract).
                 */
                tariff_code: components["parameters"]["electricity_dual_register_tariff_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the night unit rates of a dual-register electricity tariff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeList"];
                };
            };
            400: components["responses"]["ChargeListBadRequest"];
            404: components["responses"]["ListNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listElectricityNightUnitRatesWithoutTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Code (`Product.code`) of a product with dual-register (day/night) electricity tariffs, the code
                 *     its tariff code embeds (`E-2R-<PRODUCT>-<REGION>`). An unknown code is a 404
                 *     `{"detail": "Not found."}`.
                 */
                product_code: components["parameters"]["dual_register_product_code"];
                /**
                 * @description Dual-register (day/night) electricity tariff code of the product (`E-2R-<PRODUCT>-<REGION>`;
                 *     irregular codes exist, so no pattern). A code that is not a tariff of the product is a 404
                 *     `{"detail": "Not found."}`, and so is a single-register code, which has no day or night rates
                 *     (defined by this contract).
                 */
                tariff_code: components["parameters"]["electricity_dual_register_tariff_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            301: components["responses"]["PermanentRedirect"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    listGasStandardUnitRates: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, inclusive. Observed on the platform: the charges select by **overlap**, a
                 *     charge is returned when its validity overlaps `[period_from, period_to)`, i.e. `valid_from` <
                 *     `period_to` and (`valid_to` is null or `valid_to` > `period_from`). So `period_from` alone
                 *     returns every charge in force from that instant on (the one in force at `period_from`, which may
                 *     have started long before, and every later one); a half-hourly charge is returned when any part of
                 *     its half-hour lies in the period (12:10 to 12:50 returns the 12:00 and the 12:30 intervals).
                 *     Clients ask for the price in force at `t` with `period_from=t&period_to=t+1s` (one charge per
                 *     payment method on a stepped tariff, whose current charge has `valid_to: null`), and for the
                 *     charges of a day with that day's local midnights. Without a period, the tariff's whole history,
                 *     newest first. The platform documentation's "the intervals that fall inside that range" is read as the platform
                 *     does it. Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_from?: components["parameters"]["period_from"];
                /**
                 * @description End of the period, exclusive: a charge starting at `period_to` is not returned, one in force
                 *     across it is (overlap, see `period_from`). Observed on the platform, like its being valid only
                 *     together with `period_from`: alone it is a 400
                 *     `{"period_to": ["period_to is only valid together with period_from."]}`. A `period_to` not after
                 *     `period_from` is a 400 naming `period_to` (defined by this contract: such a period can hold nothing).
                 *     Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_to?: components["parameters"]["period_to"];
                /**
                 * @description 1-based page number (observed). A page past the last one, or a value that is not an integer
                 *     ≥ 1 (`abc`, `0`), is a 404 `{"detail": "Invalid page."}`; `last` is the last page; an empty
                 *     value means page 1; page 1 of an empty list is a 200 with `count` 0 (observed, DRF's
                 *     paginator; `x-lenient-reading: page`). Strict reading (`energy-mock-server --strict`, defined by this contract): an integer ≥ 1, anything else a 400 naming `page`.
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Records per page; 100 when absent (observed). Defined by this contract: at most 1500 on every
                 *     list (the platform allows up to 1500 on charge lists, a month of half-hourly prices). Reading
                 *     (observed, DRF; `x-lenient-reading: page-size`): a value that is not a positive integer (`abc`,
                 *     `0`, `-5`, empty) means the default, one above the maximum means the maximum; neither is an
                 *     error. Strict reading (`energy-mock-server --strict`, defined by this contract): an integer 1..1500,
                 *     anything else a 400 naming `page_size`.
                 */
                page_size?: components["parameters"]["page_size"];
            };
            header?: never;
            path: {
                /**
                 * @description Code (`Product.code`) of a product with gas tariffs, the code its tariff code embeds
                 *     (`G-1R-<PRODUCT>-<REGION>`). An unknown code is a 404 `{"detail": "Not found."}`.
                 */
                product_code: components["parameters"]["gas_product_code"];
                /**
                 * @description Gas tariff code of the product (`G-1R-<PRODUCT>-<REGION>`; no pattern enforced). A code that is
                 *     not a tariff of the product is a 404 `{"detail": "Not found."}` (defined by this contract).
                 */
                tariff_code: components["parameters"]["gas_tariff_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the standard unit rates of a gas tariff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeList"];
                };
            };
            400: components["responses"]["ChargeListBadRequest"];
            404: components["responses"]["ListNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listGasStandardUnitRatesWithoutTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Code (`Product.code`) of a product with gas tariffs, the code its tariff code embeds
                 *     (`G-1R-<PRODUCT>-<REGION>`). An unknown code is a 404 `{"detail": "Not found."}`.
                 */
                product_code: components["parameters"]["gas_product_code"];
                /**
                 * @description Gas tariff code of the product (`G-1R-<PRODUCT>-<REGION>`; no pattern enforced). A code that is
                 *     not a tariff of the product is a 404 `{"detail": "Not found."}` (defined by this contract).
                 */
                tariff_code: components["parameters"]["gas_tariff_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            301: components["responses"]["PermanentRedirect"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    listGasStandingCharges: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, inclusive. Observed on the platform: the charges select by **overlap**, a
                 *     charge is returned when its validity overlaps `[period_from, period_to)`, i.e. `valid_from` <
                 *     `period_to` and (`valid_to` is null or `valid_to` > `period_from`). So `period_from` alone
                 *     returns every charge in force from that instant on (the one in force at `period_from`, which may
                 *     have started long before, and every later one); a half-hourly charge is returned when any part of
                 *     its half-hour lies in the period (12:10 to 12:50 returns the 12:00 and the 12:30 intervals).
                 *     Clients ask for the price in force at `t` with `period_from=t&period_to=t+1s` (one charge per
                 *     payment method on a stepped tariff, whose current charge has `valid_to: null`), and for the
                 *     charges of a day with that day's local midnights. Without a period, the tariff's whole history,
                 *     newest first. The platform documentation's "the intervals that fall inside that range" is read as the platform
                 *     does it. Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_from?: components["parameters"]["period_from"];
                /**
                 * @description End of the period, exclusive: a charge starting at `period_to` is not returned, one in force
                 *     across it is (overlap, see `period_from`). Observed on the platform, like its being valid only
                 *     together with `period_from`: alone it is a 400
                 *     `{"period_to": ["period_to is only valid together with period_from."]}`. A `period_to` not after
                 *     `period_from` is a 400 naming `period_to` (defined by this contract: such a period can hold nothing).
                 *     Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_to?: components["parameters"]["period_to"];
                /**
                 * @description 1-based page number (observed). A page past the last one, or a value that is not an integer
                 *     ≥ 1 (`abc`, `0`), is a 404 `{"detail": "Invalid page."}`; `last` is the last page; an empty
                 *     value means page 1; page 1 of an empty list is a 200 with `count` 0 (observed, DRF's
                 *     paginator; `x-lenient-reading: page`). Strict reading (`energy-mock-server --strict`, defined by this contract): an integer ≥ 1, anything else a 400 naming `page`.
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Records per page; 100 when absent (observed). Defined by this contract: at most 1500 on every
                 *     list (the platform allows up to 1500 on charge lists, a month of half-hourly prices). Reading
                 *     (observed, DRF; `x-lenient-reading: page-size`): a value that is not a positive integer (`abc`,
                 *     `0`, `-5`, empty) means the default, one above the maximum means the maximum; neither is an
                 *     error. Strict reading (`energy-mock-server --strict`, defined by this contract): an integer 1..1500,
                 *     anything else a 400 naming `page_size`.
                 */
                page_size?: components["parameters"]["page_size"];
            };
            header?: never;
            path: {
                /**
                 * @description Code (`Product.code`) of a product with gas tariffs, the code its tariff code embeds
                 *     (`G-1R-<PRODUCT>-<REGION>`). An unknown code is a 404 `{"detail": "Not found."}`.
                 */
                product_code: components["parameters"]["gas_product_code"];
                /**
                 * @description Gas tariff code of the product (`G-1R-<PRODUCT>-<REGION>`; no pattern enforced). A code that is
                 *     not a tariff of the product is a 404 `{"detail": "Not found."}` (defined by this contract).
                 */
                tariff_code: components["parameters"]["gas_tariff_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the standing charges of a gas tariff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeList"];
                };
            };
            400: components["responses"]["ChargeListBadRequest"];
            404: components["responses"]["ListNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listGasStandingChargesWithoutTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Code (`Product.code`) of a product with gas tariffs, the code its tariff code embeds
                 *     (`G-1R-<PRODUCT>-<REGION>`). An unknown code is a 404 `{"detail": "Not found."}`.
                 */
                product_code: components["parameters"]["gas_product_code"];
                /**
                 * @description Gas tariff code of the product (`G-1R-<PRODUCT>-<REGION>`; no pattern enforced). A code that is
                 *     not a tariff of the product is a 404 `{"detail": "Not found."}` (defined by this contract).
                 */
                tariff_code: components["parameters"]["gas_tariff_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            301: components["responses"]["PermanentRedirect"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Account number, a letter, a hyphen and 8 upper-case hexadecimal digits (e.g. `A-1A2B3C4D`).
                 *     Defined by this contract, checked in this order: no or bad credentials is a 401; a number that does
                 *     not match the pattern is a 400 naming `account_number`; a well-formed number that is not the
                 *     caller's account is a 403, whether it exists or not (so existence does not leak); the caller's
                 *     own account missing is a 404.
                 */
                account_number: components["parameters"]["account_number"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["AccountBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAccountWithoutTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Account number, a letter, a hyphen and 8 upper-case hexadecimal digits (e.g. `A-1A2B3C4D`).
                 *     Defined by this contract, checked in this order: no or bad credentials is a 401; a number that does
                 *     not match the pattern is a 400 naming `account_number`; a well-formed number that is not the
                 *     caller's account is a 403, whether it exists or not (so existence does not leak); the caller's
                 *     own account missing is a 404.
                 */
                account_number: components["parameters"]["account_number"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            301: components["responses"]["PermanentRedirect"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    getElectricityMeterPoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Meter point administration number of an electricity meter point: 13 digits (observed). An MPAN
                 *     the platform does not know, or one that is not 13 digits, is a 404.
                 */
                mpan: components["parameters"]["mpan"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an electricity meter point's grid supply point. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ElectricityMeterPointSummary"];
                };
            };
            400: components["responses"]["QueryStringTooLong"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getElectricityMeterPointWithoutTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Meter point administration number of an electricity meter point: 13 digits (observed). An MPAN
                 *     the platform does not know, or one that is not 13 digits, is a 404.
                 */
                mpan: components["parameters"]["mpan"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            301: components["responses"]["PermanentRedirect"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    listElectricityMeterConsumption: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, inclusive. Observed on the platform: the charges select by **overlap**, a
                 *     charge is returned when its validity overlaps `[period_from, period_to)`, i.e. `valid_from` <
                 *     `period_to` and (`valid_to` is null or `valid_to` > `period_from`). So `period_from` alone
                 *     returns every charge in force from that instant on (the one in force at `period_from`, which may
                 *     have started long before, and every later one); a half-hourly charge is returned when any part of
                 *     its half-hour lies in the period (12:10 to 12:50 returns the 12:00 and the 12:30 intervals).
                 *     Clients ask for the price in force at `t` with `period_from=t&period_to=t+1s` (one charge per
                 *     payment method on a stepped tariff, whose current charge has `valid_to: null`), and for the
                 *     charges of a day with that day's local midnights. Without a period, the tariff's whole history,
                 *     newest first. The platform documentation's "the intervals that fall inside that range" is read as the platform
                 *     does it. Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_from?: components["parameters"]["period_from"];
                /**
                 * @description End of the period, exclusive: a charge starting at `period_to` is not returned, one in force
                 *     across it is (overlap, see `period_from`). Observed on the platform, like its being valid only
                 *     together with `period_from`: alone it is a 400
                 *     `{"period_to": ["period_to is only valid together with period_from."]}`. A `period_to` not after
                 *     `period_from` is a 400 naming `period_to` (defined by this contract: such a period can hold nothing).
                 *     Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_to?: components["parameters"]["period_to"];
                /**
                 * @description `-period`: newest interval first (the default); `period`: oldest first (observed). Any other value
                 *     is a 400 naming `order_by` (the platform's ordering filter refuses an unknown choice).
                 *     An empty value means the default (observed, django-filter); the strict reading (`energy-mock-server --strict`, defined by this contract) answers it with a 400 naming `order_by`.
                 */
                order_by?: components["parameters"]["order_by"];
                /**
                 * @description Sums the half-hourly consumption per Europe/London `hour`, `day`, `week` (from Monday 00:00),
                 *     `month` or `quarter` (calendar); absent: one record per half-hour (observed). A local day has 46,
                 *     48 or 50 half-hours. As the platform truncates each reading's time to its group, a grouped record
                 *     starts at its group's start (local midnight, Monday 00:00, the first of the month or quarter)
                 *     and ends at the end of its last half-hour inside the period and the meter's data, and its value
                 *     is the sum of those half-hours, so the first and last records of a period may be partial (observed).
                 *     Any other value is a 400 naming `group_by` (defined by this contract).
                 *     An empty value means half-hours (observed, django-filter); the strict reading (`energy-mock-server --strict`, defined by this contract) answers it with a 400 naming `group_by`.
                 */
                group_by?: components["parameters"]["group_by"];
                /**
                 * @description 1-based page number (observed). A page past the last one, or a value that is not an integer
                 *     ≥ 1 (`abc`, `0`), is a 404 `{"detail": "Invalid page."}`; `last` is the last page; an empty
                 *     value means page 1; page 1 of an empty list is a 200 with `count` 0 (observed, DRF's
                 *     paginator; `x-lenient-reading: page`). Strict reading (`energy-mock-server --strict`, defined by this contract): an integer ≥ 1, anything else a 400 naming `page`.
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Records per page on the consumption lists: 100 when absent, at most 25000 (observed: the platform
                 *     allows a year of half-hours and more on one page). Reading (observed, DRF;
                 *     `x-lenient-reading: page-size`): a value that is not a positive integer (`abc`, `0`, `-5`, empty)
                 *     means the default, one above the maximum means the maximum; neither is an error. Strict reading
                 *     (`energy-mock-server --strict`, defined by this contract): an integer 1..25000, anything else a 400
                 *     naming `page_size`.
                 */
                page_size?: components["parameters"]["consumption_page_size"];
            };
            header?: never;
            path: {
                /**
                 * @description Meter point administration number of an electricity meter point: 13 digits (observed). An MPAN
                 *     the platform does not know, or one that is not 13 digits, is a 404.
                 */
                mpan: components["parameters"]["mpan"];
                /**
                 * @description Serial number of a meter of that meter point, as the account lists it under `meters` (observed).
                 *     A serial that is not a meter of that meter point, or a meter of another account, is a 404.
                 */
                serial_number: components["parameters"]["serial_number"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the consumption of a electricity meter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsumptionList"];
                };
            };
            400: components["responses"]["ConsumptionBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ConsumptionNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listElectricityMeterConsumptionWithoutTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Meter point administration number of an electricity meter point: 13 digits (observed). An MPAN
                 *     the platform does not know, or one that is not 13 digits, is a 404.
                 */
                mpan: components["parameters"]["mpan"];
                /**
                 * @description Serial number of a meter of that meter point, as the account lists it under `meters` (observed).
                 *     A serial that is not a meter of that meter point, or a meter of another account, is a 404.
                 */
                serial_number: components["parameters"]["serial_number"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            301: components["responses"]["PermanentRedirect"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    listGasMeterConsumption: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, inclusive. Observed on the platform: the charges select by **overlap**, a
                 *     charge is returned when its validity overlaps `[period_from, period_to)`, i.e. `valid_from` <
                 *     `period_to` and (`valid_to` is null or `valid_to` > `period_from`). So `period_from` alone
                 *     returns every charge in force from that instant on (the one in force at `period_from`, which may
                 *     have started long before, and every later one); a half-hourly charge is returned when any part of
                 *     its half-hour lies in the period (12:10 to 12:50 returns the 12:00 and the 12:30 intervals).
                 *     Clients ask for the price in force at `t` with `period_from=t&period_to=t+1s` (one charge per
                 *     payment method on a stepped tariff, whose current charge has `valid_to: null`), and for the
                 *     charges of a day with that day's local midnights. Without a period, the tariff's whole history,
                 *     newest first. The platform documentation's "the intervals that fall inside that range" is read as the platform
                 *     does it. Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_from?: components["parameters"]["period_from"];
                /**
                 * @description End of the period, exclusive: a charge starting at `period_to` is not returned, one in force
                 *     across it is (overlap, see `period_from`). Observed on the platform, like its being valid only
                 *     together with `period_from`: alone it is a 400
                 *     `{"period_to": ["period_to is only valid together with period_from."]}`. A `period_to` not after
                 *     `period_from` is a 400 naming `period_to` (defined by this contract: such a period can hold nothing).
                 *     Accepted forms, and Europe/London for a time without a zone: see `QueryDateTime`.
                 */
                period_to?: components["parameters"]["period_to"];
                /**
                 * @description `-period`: newest interval first (the default); `period`: oldest first (observed). Any other value
                 *     is a 400 naming `order_by` (the platform's ordering filter refuses an unknown choice).
                 *     An empty value means the default (observed, django-filter); the strict reading (`energy-mock-server --strict`, defined by this contract) answers it with a 400 naming `order_by`.
                 */
                order_by?: components["parameters"]["order_by"];
                /**
                 * @description Sums the half-hourly consumption per Europe/London `hour`, `day`, `week` (from Monday 00:00),
                 *     `month` or `quarter` (calendar); absent: one record per half-hour (observed). A local day has 46,
                 *     48 or 50 half-hours. As the platform truncates each reading's time to its group, a grouped record
                 *     starts at its group's start (local midnight, Monday 00:00, the first of the month or quarter)
                 *     and ends at the end of its last half-hour inside the period and the meter's data, and its value
                 *     is the sum of those half-hours, so the first and last records of a period may be partial (observed).
                 *     Any other value is a 400 naming `group_by` (defined by this contract).
                 *     An empty value means half-hours (observed, django-filter); the strict reading (`energy-mock-server --strict`, defined by this contract) answers it with a 400 naming `group_by`.
                 */
                group_by?: components["parameters"]["group_by"];
                /**
                 * @description 1-based page number (observed). A page past the last one, or a value that is not an integer
                 *     ≥ 1 (`abc`, `0`), is a 404 `{"detail": "Invalid page."}`; `last` is the last page; an empty
                 *     value means page 1; page 1 of an empty list is a 200 with `count` 0 (observed, DRF's
                 *     paginator; `x-lenient-reading: page`). Strict reading (`energy-mock-server --strict`, defined by this contract): an integer ≥ 1, anything else a 400 naming `page`.
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Records per page on the consumption lists: 100 when absent, at most 25000 (observed: the platform
                 *     allows a year of half-hours and more on one page). Reading (observed, DRF;
                 *     `x-lenient-reading: page-size`): a value that is not a positive integer (`abc`, `0`, `-5`, empty)
                 *     means the default, one above the maximum means the maximum; neither is an error. Strict reading
                 *     (`energy-mock-server --strict`, defined by this contract): an integer 1..25000, anything else a 400
                 *     naming `page_size`.
                 */
                page_size?: components["parameters"]["consumption_page_size"];
            };
            header?: never;
            path: {
                /** @description Meter point reference number of a gas meter point: up to 10 digits (observed). An unknown MPRN is a 404. */
                mprn: components["parameters"]["mprn"];
                /**
                 * @description Serial number of a meter of that meter point, as the account lists it under `meters` (observed).
                 *     A serial that is not a meter of that meter point, or a meter of another account, is a 404.
                 */
                serial_number: components["parameters"]["serial_number"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the consumption of a gas meter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsumptionList"];
                };
            };
            400: components["responses"]["ConsumptionBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ConsumptionNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listGasMeterConsumptionWithoutTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Meter point reference number of a gas meter point: up to 10 digits (observed). An unknown MPRN is a 404. */
                mprn: components["parameters"]["mprn"];
                /**
                 * @description Serial number of a meter of that meter point, as the account lists it under `meters` (observed).
                 *     A serial that is not a meter of that meter point, or a meter of another account, is a 404.
                 */
                serial_number: components["parameters"]["serial_number"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            301: components["responses"]["PermanentRedirect"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    listGridSupplyPoints: {
        parameters: {
            query?: {
                /**
                 * @description A UK postcode (`SW16 2GY`; spaces and case do not matter; the outward code alone works too).
                 *     Answers the grid supply point group of that postcode's area; absent, all 14 groups (observed).
                 *     A postcode whose area is not in the table, or text that is not a postcode, answers an empty list.
                 *     *Defined by this contract (the mock's data):* the group is looked up by postcode area, the leading
                 *     letters of the outward code, with this table of real areas:
                 *     `_A` NR IP CB CO CM SG LU AL SS PE; `_B` NG DE LE LN NN; `_C` E EC N NW SE SW W WC;
                 *     `_D` L CH LL; `_E` B CV WV WS DY ST WR HR TF; `_F` NE SR DH DL TS;
                 *     `_G` M BL OL SK WN PR BB FY LA CA WA CW; `_H` SO PO BH SP RG OX GU SL HP;
                 *     `_J` BN TN ME CT RH CR BR DA KT; `_K` CF SA NP LD; `_L` BS BA EX PL TQ TR TA DT GL;
                 *     `_M` LS BD HX HD WF S DN HG YO HU; `_N` EH G KA ML TD DG PA FK KY; `_P` AB IV DD PH KW HS ZE.
                 *     An empty value means no postcode (all 14 groups); the strict reading (`energy-mock-server --strict`, defined by this contract) answers it with a 400 naming `postcode`, and so does a value longer than 16 characters in both readings.
                 */
                postcode?: components["parameters"]["postcode"];
                /**
                 * @description 1-based page number (observed). A page past the last one, or a value that is not an integer
                 *     ≥ 1 (`abc`, `0`), is a 404 `{"detail": "Invalid page."}`; `last` is the last page; an empty
                 *     value means page 1; page 1 of an empty list is a 200 with `count` 0 (observed, DRF's
                 *     paginator; `x-lenient-reading: page`). Strict reading (`energy-mock-server --strict`, defined by this contract): an integer ≥ 1, anything else a 400 naming `page`.
                 */
                page?: components["parameters"]["page"];
                /**
                 * @description Records per page; 100 when absent (observed). Defined by this contract: at most 1500 on every
                 *     list (the platform allows up to 1500 on charge lists, a month of half-hourly prices). Reading
                 *     (observed, DRF; `x-lenient-reading: page-size`): a value that is not a positive integer (`abc`,
                 *     `0`, `-5`, empty) means the default, one above the maximum means the maximum; neither is an
                 *     error. Strict reading (`energy-mock-server --strict`, defined by this contract): an integer 1..1500,
                 *     anything else a 400 naming `page_size`.
                 */
                page_size?: components["parameters"]["page_size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the grid supply point groups of a postcode. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GridSupplyPointList"];
                };
            };
            400: components["responses"]["GridSupplyPointListBadRequest"];
            404: components["responses"]["ListNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listGridSupplyPointsWithoutTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            301: components["responses"]["PermanentRedirect"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
}
