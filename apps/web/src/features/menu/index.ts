export { MealBadges, MealCard, MealCardSkeleton } from './components/meal-card.tsx';
export { MealDetailHost } from './components/meal-detail-modal.tsx';
export { MealPictureButton } from './components/meal-picture-button.tsx';
export { MealTitle } from './components/meal-title.tsx';
export { useMealDetailParam } from './hooks/use-meal-detail-param.ts';
export { foundMeals, type MenuMealStatus, useMealsById } from './hooks/use-meals-by-id.ts';
export { searchHandoff } from './search-handoff.ts';
