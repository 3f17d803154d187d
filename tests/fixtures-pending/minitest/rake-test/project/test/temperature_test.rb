require "test_helper"
require "temperature"

class TemperatureTest < Minitest::Test
  def test_freezing_point
    assert_equal 32, Temperature.c_to_f(0)
  end

  def test_body_temperature
    assert_in_delta 98.6, Temperature.c_to_f(37), 0.01
  end

  def test_parse_celsius
    assert_equal 21.5, Temperature.parse("21.5 C")
  end

  def test_parse_rejects_kelvin
    assert_nil Temperature.parse("300 K")
  end
end
