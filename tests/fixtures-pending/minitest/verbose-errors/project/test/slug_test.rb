require "test_helper"
require "slug"

class SlugTest < Minitest::Test
  def test_simple_title
    assert_equal "hello-world", Slug.call("Hello World")
  end

  def test_trailing_punctuation
    assert_equal "ready-set-go", Slug.call("Ready, set, go!")
  end

  def test_nil_title
    assert_equal "", Slug.call(nil)
  end
end
