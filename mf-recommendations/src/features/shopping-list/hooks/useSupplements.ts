import { useLanguage } from '@steady/ui';
import { useLoadedData } from '../../../shared/hooks/useLoadedData';
import { fetchSupplements } from '../api/supplements';

export function useSupplements() {
  const [language] = useLanguage();
  return useLoadedData(language, (signal) => fetchSupplements(language, signal));
}
