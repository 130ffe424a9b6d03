import { Container } from '@mantine/core';
import { NotFoundContent } from '../../components/NotFoundContent';

export function NotFoundPage() {
  return (
    <Container size="sm">
      <NotFoundContent />
    </Container>
  );
}
