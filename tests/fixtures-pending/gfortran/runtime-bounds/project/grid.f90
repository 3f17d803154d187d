program grid
  implicit none
  integer :: i
  real :: cells(10)
  do i = 1, 11
    cells(i) = i * 0.5
  end do
  print *, 'sum =', sum(cells)
end program grid
