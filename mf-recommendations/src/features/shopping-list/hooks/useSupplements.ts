import { useLanguage, useResource } from '@steady/ui';
import { fetchSupplements } from '../api/supplements';

export function useSupplements() {
  const [language] = useLanguage();
  return useResource(language, (signal) => fetchSupplements(language, signal));
}
