-- Checkout writes an order in one autocommit statement that claims the coupon use and the stock
-- only where the facts it was priced on still hold (apps/api/src/services/orders/write-order.ts).
-- When a claim fails, the statement calls this to abort itself: every row it already changed
-- goes back, and the caller reads the facts again. SQLSTATE P0001 with this exact message.
CREATE FUNCTION "refuse_checkout"() RETURNS boolean
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'checkout_claim_refused';
END
$$;
