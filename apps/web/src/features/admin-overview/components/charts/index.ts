/**
 * The overview's charts: one lazily loaded chunk with chart.js, fetched only by the back
 * office's overview (the shop never downloads it).
 */
import './chart-setup.ts';

export { CustomerGrowthCanvas } from './customer-growth-canvas.tsx';
export { DailyOrdersCanvas } from './daily-orders-canvas.tsx';
export { OrderStatusCanvas } from './order-status-canvas.tsx';
export { PopularItemsCanvas } from './popular-items-canvas.tsx';
export { RevenueByCategoryCanvas } from './revenue-by-category-canvas.tsx';
export { RevenueTrendCanvas } from './revenue-trend-canvas.tsx';
