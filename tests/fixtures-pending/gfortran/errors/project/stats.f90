module stats
  implicit none
contains
  function mean(values) result(m)
    real, intent(in) :: values(:)
    real :: m
    m = sum(values) / size(values)
    total = m * 2
  end function mean
end module stats
