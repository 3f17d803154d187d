module Main exposing (main)

import Html exposing (Html, div, text)


type alias Model =
    { count : Int, label : String }


init : Model
init =
    { count = 0, label = "clicks" }


view : Model -> Html msg
view model =
    div [] [ text (model.label ++ ": " ++ model.count) ]


main : Html msg
main =
    view intt
