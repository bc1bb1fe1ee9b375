export const homeKeys = {
  all: ['home'] as const,
  featuredMeals: () => [...homeKeys.all, 'featured-meals'] as const,
};
