import styled from 'styled-components';

/** A column of technique cards. */
export const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  /* The display above would otherwise win over the hidden attribute and keep a folded list open. */
  &[hidden] {
    display: none;
  }
`;
