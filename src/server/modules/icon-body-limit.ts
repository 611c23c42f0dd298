/**
 * Body limit of the routes that take an icon (docs/product.md#security): a 256 KiB image is about 350 KB of base64,
 * plus the other fields. Every other route keeps the app-wide 64 KiB.
 */
export const ICON_BODY_LIMIT = 400 * 1024;
